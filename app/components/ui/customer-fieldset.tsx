/** The customer's name, email and phone, as a document's editor asks for them. Client-safe. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./form-field";

/** A field's registration and its message. */
type BoundField = UseFormRegisterReturn & { error?: string };
type CustomerPart = "name" | "email" | "phone";

/**
 * The form's wiring of its `customer.<part>` fields, made while the editor renders: the form focuses its
 * first field in error by the order of registration, so the customer's come before the fields below them.
 */
export function customerFields(field: (part: CustomerPart) => BoundField): Record<CustomerPart, BoundField> {
  return { name: field("name"), email: field("email"), phone: field("phone") };
}

/** The "Customer" fieldset of an editor, two fields a row from small tablets up. */
export function CustomerFieldset({
  fields,
  customerError,
}: {
  /** `customerFields((part) => registerField(form, \`customer.${part}\`))`. */
  fields: Record<CustomerPart, BoundField>;
  /** A message about the customer as a whole ("Choose a customer or enter one"): said under the email. */
  customerError?: string;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Customer</legend>
      <TextField label="Customer name" autoComplete="off" {...fields.name} />
      <TextField
        label="Customer email"
        type="email"
        autoComplete="off"
        {...fields.email}
        error={fields.email.error ?? customerError}
      />
      <TextField label="Customer phone" type="tel" autoComplete="off" {...fields.phone} />
    </fieldset>
  );
}
