import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { useToast } from "~/components/ui/toast";
import { formatMoney } from "~/lib/money";
import { useSearchBox, useUrlState } from "~/lib/use-url-state";
import type { Page } from "~/lib/vocabulary";
import { adminAppointmentCalls } from "./api";
import type { Appointment } from "./appointment";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFilters, type Filters } from "./appointment-filters";
import { AppointmentList } from "./appointment-list";
import { AppointmentSummary, type Summary } from "./appointment-summary";
import type { SettableStatus } from "./endpoints";
import { newRequestKey } from "./refund-form";
import {
  asksFirst,
  ConsequenceDialog,
  paidCents,
  type ConsequenceChoice,
  type Consequential,
} from "./status-consequences";

/** The words of the refund made when the owner cancels a paid visit and refunds it in one go. */
const CANCEL_REFUND_REASON = "Visit cancelled by the business";

const DEFAULT_SORT = "-date";

/**
 * Upcoming visits, counts, and every appointment filtered and paginated by the server: the page's loader
 * reads the filters, search, sort and page from the URL, which this tab keeps up to date.
 */
export default function AdminAppointmentsTab({
  page,
  summary,
}: {
  page: Page<Appointment>;
  summary: Summary;
}) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const { params, set } = useUrlState();
  const [search, setSearch] = useSearchBox(params, set);
  const [viewing, setViewing] = useState<Appointment | null>(null);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  // A change with consequences, waiting for the owner's choice (status-consequences.tsx).
  const [asking, setAsking] = useState<{ appointment: Appointment; action: Consequential } | null>(null);
  const filters: Filters = {
    status: params.get("status") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    q: search,
    sort: params.get("sort") ?? DEFAULT_SORT,
  };

  const refresh = () => void revalidator.revalidate();
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: SettableStatus }) =>
      adminAppointmentCalls.setStatus({ params: { id }, body: { status } }),
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
  const decide = useMutation({
    mutationFn: async ({ appointment, choice }: { appointment: Appointment; choice: ConsequenceChoice }) => {
      const params = { id: appointment.id };
      if (choice === "delete") return void (await adminAppointmentCalls.remove({ params }));
      const status = choice === "complete" ? "completed" : "cancelled";
      await adminAppointmentCalls.setStatus({ params, body: { status } });
      if (choice !== "cancel-refund") return;
      const amount = (paidCents(appointment) / 100).toFixed(2);
      const body = { amount, reason: CANCEL_REFUND_REASON, requestKey: newRequestKey() };
      await adminAppointmentCalls.refund({ params, body });
    },
    onSuccess: (_done, { appointment, choice }) => {
      setAsking(null);
      refresh();
      const amount = formatMoney((paidCents(appointment) / 100).toFixed(2));
      toast(
        choice === "delete"
          ? { title: "Appointment Deleted" }
          : choice === "cancel-refund"
            ? { title: "Visit cancelled", description: `${amount} was refunded to ${appointment.name}.` }
            : {
                title: "Status Updated",
                description: `${appointment.name}'s appointment is now ${choice === "complete" ? "completed" : "cancelled"}.`,
              },
      );
    },
    onError: () => {
      refresh();
      toast({
        title: "Error",
        description: "Failed to update the appointment. Please try again later.",
        variant: "destructive",
      });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminAppointmentCalls.remove({ params: { id } }),
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
      <AppointmentSummary summary={summary} />
      <AppointmentFilters
        filters={filters}
        onChange={(next) => {
          if (next.q !== filters.q) return setSearch(next.q);
          const sort = next.sort === DEFAULT_SORT ? null : next.sort;
          set({ status: next.status, from: next.from, to: next.to, sort, page: null });
        }}
      />
      <AppointmentList
        appointments={page.items}
        onStatus={(a, status) => {
          const action = asksFirst(a, status);
          if (action) setAsking({ appointment: a, action });
          else setStatus.mutate({ id: a.id, status });
        }}
        onView={setViewing}
        onDelete={(a) =>
          paidCents(a) > 0 ? setAsking({ appointment: a, action: "delete" }) : setDeleting(a)
        }
      />
      <PaginationFooter label="Appointment pages" list={page} />
      <AppointmentDetailsDialog
        appointment={viewing}
        onClose={() => setViewing(null)}
        onUpdated={(updated) => {
          setViewing(updated);
          refresh();
        }}
      />
      <ConsequenceDialog
        change={asking}
        busy={decide.isPending}
        onChoose={(choice) => asking && decide.mutate({ appointment: asking.appointment, choice })}
        onClose={() => setAsking(null)}
      />
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
