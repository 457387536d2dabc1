import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

/**
 * A field component's wiring to its form, in one spread (`{...registerField(form, "phone")}`): the
 * registration (name, events, ref) and the message under the field, from the form's check or the server.
 */
export function registerField<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  name: Path<Input>,
) {
  const found: { message?: unknown } | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: typeof found?.message === "string" ? found.message : undefined };
}
