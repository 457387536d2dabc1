import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { ImageField } from "./image-field";

/** An ImageField wired to the form's text field `name`, with its message (the form's or the server's). */
export function FormImageField<Input extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<Input, unknown, Output>;
  name: FieldPathByValue<Input, string>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={typeof field.value === "string" ? field.value : ""}
          error={fieldState.error?.message}
          onChange={field.onChange}
        />
      )}
    />
  );
}
