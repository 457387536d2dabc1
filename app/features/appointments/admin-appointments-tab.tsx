import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { useToast } from "~/components/ui/toast";
import { useFailureToast } from "~/components/ui/use-failure-toast";
import { apiRequest } from "~/lib/api-client";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import type { AppointmentStatus, Page } from "~/lib/vocabulary";
import type { Appointment } from "./appointment";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFilters, type Filters } from "./appointment-filters";
import { AppointmentList } from "./appointment-list";
import { AppointmentSummary, type Summary } from "./appointment-summary";

const KEY = ["admin", "appointments"] as const;
const PAGE_SIZE = 20;

/** Upcoming visits, counts, and every appointment filtered and paginated by the server. */
export default function AdminAppointmentsTab() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [filters, setFilters] = useState<Filters>({ status: "", from: "", to: "", q: "", sort: "-date" });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Appointment | null>(null);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const q = useDebouncedValue(filters.q.trim());

  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: filters.sort });
  for (const [key, value] of [
    ["status", filters.status],
    ["from", filters.from],
    ["to", filters.to],
    ["q", q],
  ]) {
    if (value) params.set(key, value);
  }
  const list = useQuery({
    queryKey: [...KEY, "list", params.toString()],
    queryFn: () => apiRequest<Page<Appointment>>("GET", `/api/admin/appointments?${params}`),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: [...KEY, "summary"],
    queryFn: () => apiRequest<Summary>("GET", "/api/admin/appointments/summary"),
  });
  useFailureToast(list.isError || summary.isError, "Failed to load appointments. Please try again later.");

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: ["admin", "stats"] });
    void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
  };
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatus }) =>
      apiRequest<Appointment>("PATCH", `/api/admin/appointments/${id}`, { status }),
    onSuccess: (updated) => {
      refresh();
      toast({
        title: "Status Updated",
        description: `${updated.name}'s appointment is now ${updated.status}.`,
      });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to update appointment status. Please try again later.",
        variant: "destructive",
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/appointments/${id}`),
    onSuccess: () => {
      setDeleting(null);
      refresh();
      toast({ title: "Appointment Deleted" });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to delete appointment. Please try again later.",
        variant: "destructive",
      }),
  });

  return (
    <div className="space-y-6">
      <AppointmentSummary summary={summary.data} />
      <AppointmentFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <AppointmentList
        appointments={list.isError ? [] : list.data?.items}
        onStatus={(a, status) => setStatus.mutate({ id: a.id, status })}
        onView={setViewing}
        onDelete={setDeleting}
      />
      {list.data && (
        <Pagination
          label="Appointment pages"
          page={page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPage={setPage}
        />
      )}
      <AppointmentDetailsDialog appointment={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        description="This action cannot be undone. This will permanently delete the appointment."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
