import { Controller } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { FormImageField } from "~/components/ui/form-image-field";
import { ItemFormButtons, submitItem, type ItemFormProps } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { Switch } from "~/components/ui/switch";
import { useZodForm } from "~/components/ui/use-zod-form";
import { PRICE_UNITS, SERVICE_CATEGORIES } from "~/lib/vocabulary";
import type { AdminService } from "./endpoints";
import { EMPTY_SERVICE, PRICE_UNIT_LABELS, serviceSchema, type ServiceValues } from "./service.schema";

/** The form's values for a service (a category outside the list is left to be chosen again). */
function serviceToInput(service: AdminService) {
  return {
    name: service.name,
    description: service.description,
    basePrice: service.basePrice,
    priceUnit: service.priceUnit,
    imageUrl: service.imageUrl,
    category: SERVICE_CATEGORIES.find((category) => category === service.category),
    isActive: service.isActive,
    stripeProductId: service.stripeProductId ?? "",
  };
}

/**
 * Add or edit a service: checked with the same schema the server uses, messages under the fields; the
 * server's field messages land there too. Values stay on failure.
 */
export function ServiceForm({ editing, busy, save, onCancel }: ItemFormProps<AdminService, ServiceValues>) {
  const form = useZodForm(serviceSchema, {
    defaultValues: editing ? serviceToInput(editing) : EMPTY_SERVICE,
  });

  return (
    <form noValidate onSubmit={submitItem(form, save)} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" className="sm:col-span-2" {...registerField(form, "name")} />
      <TextAreaField label="Description" className="sm:col-span-2" {...registerField(form, "description")} />
      <TextField label="Base price" inputMode="decimal" {...registerField(form, "basePrice")} />
      <SelectField label="Price unit" {...registerField(form, "priceUnit")}>
        {PRICE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {PRICE_UNIT_LABELS[unit]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Category" {...registerField(form, "category")}>
        <option value="">Select a category</option>
        {SERVICE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField label="Stripe product id (optional)" {...registerField(form, "stripeProductId")} />
      <div className="sm:col-span-2">
        <FormImageField control={form.control} name="imageUrl" label="Image" />
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field: active }) => (
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch
              id="service-active"
              labelledBy="service-active-label"
              checked={active.value ?? true}
              onChange={active.onChange}
            />
            <span id="service-active-label" className="text-sm font-medium">
              Active (shown on the website)
            </span>
          </div>
        )}
      />
      <ItemFormButtons
        busy={busy}
        submitLabel={editing ? "Update Service" : "Create Service"}
        onCancel={onCancel}
      />
    </form>
  );
}
