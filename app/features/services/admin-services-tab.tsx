import { Badge } from "~/components/ui/badge";
import { EditableList } from "~/components/ui/editable-list";
import { clientOf } from "~/lib/api-client";
import { formatServicePrice } from "~/lib/money";
import { adminServiceEndpoints, type AdminService } from "./endpoints";
import { descriptionPreview } from "./service";
import { ServiceForm } from "./service-dialog";
import type { ServiceValues } from "./service.schema";

const adminServices = clientOf(adminServiceEndpoints);

/** Every service, inactive ones too: add, edit and delete them. */
export default function AdminServicesTab({ services }: { services: AdminService[] }) {
  return (
    <EditableList<AdminService, ServiceValues>
      items={services}
      noun="Service"
      calls={adminServices}
      caption="Services"
      columns={[
        { label: "Service", cell: (service) => service.name },
        {
          label: "Description",
          wide: true,
          className: "max-w-xs text-slate-600 dark:text-slate-300",
          cell: (service) => descriptionPreview(service.description, 80),
        },
        {
          label: "Price",
          className: "md:whitespace-nowrap",
          cell: (service) => formatServicePrice(service.basePrice, service.priceUnit, "admin"),
        },
        { label: "Category", wide: true, cell: (service) => service.category ?? "—" },
        {
          label: "Status",
          cell: (service) => (
            <Badge tone={service.isActive ? "green" : "grey"}>
              {service.isActive ? "Active" : "Inactive"}
            </Badge>
          ),
        },
      ]}
      itemName={(service) => service.name}
      emptyText="No services found. Add your first service to get started."
      titles={{ add: "Add Service", edit: "Edit Service" }}
      form={(props) => <ServiceForm {...props} />}
      deleteDescription="This action cannot be undone. This will permanently delete the service from your account."
    />
  );
}
