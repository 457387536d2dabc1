import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { Switch } from "~/components/ui/switch";
import { fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import { PRICE_UNITS, SERVICE_CATEGORIES } from "~/lib/vocabulary";
import type { AdminService } from "./endpoints";
import {
  EMPTY_SERVICE,
  PRICE_UNIT_LABELS,
  serviceSchema,
  type ServiceInput,
  type ServiceValues,
} from "./service.schema";

export function serviceToInput(service: AdminService): ServiceInput {
  return {
    name: service.name,
    description: service.description,
    basePrice: service.basePrice,
    priceUnit: service.priceUnit,
    imageUrl: service.imageUrl,
    category: (service.category ?? "") as ServiceInput["category"],
    isActive: service.isActive,
    stripeProductId: service.stripeProductId ?? "",
  };
}

/**
 * Add or edit a service: checked with the same schema the server uses, messages under the
 * fields; the server's field messages land there too (`serverErrors`). Values stay on failure.
 */
export function ServiceDialog({
  open,
  editing,
  busy,
  serverErrors,
  onClose,
  onSubmit,
}: {
  open: boolean;
  editing: AdminService | null;
  busy: boolean;
  serverErrors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: ServiceValues) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={editing ? "Edit Service" : "Add Service"} size="lg">
      {/* A new form per opening, so that it starts from the service (or the defaults) every time. */}
      {open && (
        <ServiceForm
          key={editing?.id ?? "new"}
          initial={editing ? serviceToInput(editing) : EMPTY_SERVICE}
          submitLabel={editing ? "Update Service" : "Create Service"}
          busy={busy}
          serverErrors={serverErrors}
          onCancel={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function ServiceForm({
  initial,
  submitLabel,
  busy,
  serverErrors,
  onCancel,
  onSubmit,
}: {
  initial: ServiceInput;
  submitLabel: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onSubmit: (values: ServiceValues) => void;
}) {
  const form = useZodForm(serviceSchema, { defaultValues: initial });
  const values = form.watch() as ServiceInput;
  const shown = { ...serverErrors, ...fieldMessages(form.formState.errors) };
  const set = <K extends keyof ServiceInput>(key: K, value: ServiceInput[K]) =>
    form.setValue(key, value as never);
  const submit = form.handleSubmit(onSubmit);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        className="sm:col-span-2"
        value={values.name}
        error={shown.name}
        onChange={(e) => set("name", e.target.value)}
      />
      <TextAreaField
        label="Description"
        className="sm:col-span-2"
        value={values.description}
        error={shown.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <TextField
        label="Base price"
        inputMode="decimal"
        value={String(values.basePrice)}
        error={shown.basePrice}
        onChange={(e) => set("basePrice", e.target.value)}
      />
      <SelectField
        label="Price unit"
        value={values.priceUnit}
        error={shown.priceUnit}
        onChange={(e) => set("priceUnit", e.target.value)}
      >
        {PRICE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {PRICE_UNIT_LABELS[unit]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Category"
        value={values.category}
        error={shown.category}
        onChange={(e) => set("category", e.target.value as ServiceInput["category"])}
      >
        <option value="">Select a category</option>
        {SERVICE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Stripe product id (optional)"
        value={values.stripeProductId ?? ""}
        error={shown.stripeProductId}
        onChange={(e) => set("stripeProductId", e.target.value)}
      />
      <div className="sm:col-span-2">
        <ImageField
          label="Image"
          value={values.imageUrl}
          error={shown.imageUrl}
          onChange={(url) => set("imageUrl", url)}
        />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Switch
          id="service-active"
          labelledBy="service-active-label"
          checked={values.isActive ?? true}
          onChange={(on) => set("isActive", on)}
        />
        <span id="service-active-label" className="text-sm font-medium">
          Active (shown on the website)
        </span>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles("outline")} onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
