import { useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EditDeleteActions } from "~/components/ui/edit-delete-actions";
import { Table, tdClass, thClass, wideOnly } from "~/components/ui/table";
import { useEditableList } from "~/components/ui/use-editable-list";
import { cn } from "~/lib/cn";
import { formatServicePrice } from "~/lib/money";
import type { AdminService } from "./endpoints";
import { descriptionPreview } from "./service";
import { ServiceDialog } from "./service-dialog";
import type { ServiceValues } from "./service.schema";

/** Every service, inactive ones too: add, edit and delete them. */
export default function AdminServicesTab({ services }: { services: AdminService[] }) {
  const revalidator = useRevalidator();
  const { dialog, deleting, serverErrors, save, remove, open, close, confirmDelete, cancelDelete } =
    useEditableList<AdminService, ServiceValues>({
      endpoint: "/api/admin/services",
      onChange: () => void revalidator.revalidate(),
      noun: "Service",
    });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className={buttonStyles()} onClick={() => open(null)}>
          Add Service
        </button>
      </div>
      {services.length === 0 ? (
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
                  className={cn(thClass, ["Description", "Category"].includes(column) ? wideOnly : "")}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.id}>
                <th scope="row" className={cn(tdClass, "font-medium")}>
                  {service.name}
                </th>
                <td className={cn(tdClass, wideOnly, "max-w-xs text-slate-600 dark:text-slate-300")}>
                  {descriptionPreview(service.description, 80)}
                </td>
                <td className={cn(tdClass, "md:whitespace-nowrap")}>
                  {formatServicePrice(service.basePrice, service.priceUnit, "admin")}
                </td>
                <td className={cn(tdClass, wideOnly)}>{service.category ?? "—"}</td>
                <td className={tdClass}>
                  <Badge tone={service.isActive ? "green" : "grey"}>
                    {service.isActive ? "Active" : "Inactive"}
                  </Badge>
                </td>
                <td className={tdClass}>
                  <EditDeleteActions
                    itemName={service.name}
                    onEdit={() => open(service)}
                    onDelete={() => confirmDelete(service)}
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
        onClose={close}
        onSubmit={(values) => save.mutate({ id: dialog?.editing?.id, values })}
      />
      <ConfirmDialog
        open={deleting !== null}
        description="This action cannot be undone. This will permanently delete the service from your account."
        busy={remove.isPending}
        onCancel={cancelDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
