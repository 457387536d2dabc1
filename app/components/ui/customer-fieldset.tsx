/** The customer's name, email and phone, as a document's editor asks for them. Client-safe. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./form-field";

/** A field's registration and its message. */
type BoundField = UseFormRegisterReturn & { error?: string };

/** The "Customer" fieldset of an editor, two fields a row from small tablets up. */
export function CustomerFieldset({
  name,
  email,
  phone,
}: {
  name: BoundField;
  email: BoundField;
  phone: BoundField;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Customer</legend>
      <TextField label="Customer name" autoComplete="off" {...name} />
      <TextField label="Customer email" type="email" autoComplete="off" {...email} />
      <TextField label="Customer phone" type="tel" autoComplete="off" {...phone} />
    </fieldset>
  );
}
