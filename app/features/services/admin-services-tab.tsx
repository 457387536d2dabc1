import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { EditDeleteActions } from "~/components/ui/edit-delete-actions";
import { Table, tdClass, thClass, wideOnly } from "~/components/ui/table";
import { useToast } from "~/components/ui/toast";
import { useFailureToast } from "~/components/ui/use-failure-toast";
import { ApiError, apiRequest } from "~/lib/api-client";
import { formatServicePrice } from "~/lib/money";
import { ServiceDialog } from "./service-dialog";
import type { AdminService, ServiceValues } from "./service.schema";
import { descriptionPreview } from "./service";

const SERVICES_KEY = ["admin", "services"] as const;

/** Every service, inactive ones too: add, edit and delete them (SPEC.md §2, §5, §8). */
export default function AdminServicesTab() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const services = useQuery({
    queryKey: SERVICES_KEY,
    queryFn: () => apiRequest<AdminService[]>("GET", "/api/admin/services"),
  });
  useFailureToast(services.isError, "Failed to load services. Please try again later.");
  const [dialog, setDialog] = useState<{ editing: AdminService | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ServiceValues }) =>
      id
        ? apiRequest<AdminService>("PUT", `/api/admin/services/${id}`, values)
        : apiRequest<AdminService>("POST", "/api/admin/services", values),
    onSuccess: (_service, { id }) => {
      void queryClient.invalidateQueries({ queryKey: SERVICES_KEY });
      setDialog(null);
      toast({ title: id ? "Service Updated" : "Service Created" });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      toast({
        title: "Error",
        description: `Failed to ${id ? "update" : "create"} service. Please try again later.`,
        variant: "destructive",
      });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/services/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SERVICES_KEY });
      setDeleting(null);
      toast({ title: "Service Deleted" });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to delete service. Please try again later.",
        variant: "destructive",
      }),
  });

  const open = (editing: AdminService | null) => {
    setServerErrors({});
    setDialog({ editing });
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className={buttonStyles()} onClick={() => open(null)}>
          Add Service
        </button>
      </div>
      {services.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : services.data?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
          No services found. Add your first service to get started.
        </p>
      ) : (
        <Table caption="Services" narrow>
          <thead>
            <tr>
              {["Service", "Description", "Price", "Category", "Status", "Actions"].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`${thClass} ${["Description", "Category"].includes(column) ? wideOnly : ""}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(services.data ?? []).map((service) => (
              <tr key={service.id}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {service.name}
                </th>
                <td className={`${tdClass} ${wideOnly} max-w-xs text-slate-600 dark:text-slate-300`}>
                  {descriptionPreview(service.description, 80)}
                </td>
                <td className={`${tdClass} md:whitespace-nowrap`}>
                  {formatServicePrice(service.basePrice, service.priceUnit, "admin")}
                </td>
                <td className={`${tdClass} ${wideOnly}`}>{service.category ?? "—"}</td>
                <td className={tdClass}>
                  <Badge tone={service.isActive ? "green" : "grey"}>
                    {service.isActive ? "Active" : "Inactive"}
                  </Badge>
                </td>
                <td className={tdClass}>
                  <EditDeleteActions
                    itemName={service.name}
                    onEdit={() => open(service)}
                    onDelete={() => setDeleting(service)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ServiceDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        busy={save.isPending}
        serverErrors={serverErrors}
        onClose={() => setDialog(null)}
        onSubmit={(values) => save.mutate({ id: dialog?.editing?.id, values })}
      />
      <ConfirmDialog
        open={deleting !== null}
        description="This action cannot be undone. This will permanently delete the service from your account."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
