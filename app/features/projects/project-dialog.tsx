import { useId } from "react";
import { Controller } from "react-hook-form";
import { buttonStyles } from "~/components/ui/button";
import { FieldError, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { FormImageField } from "~/components/ui/form-image-field";
import { ImageField } from "~/components/ui/image-field";
import { ItemFormButtons, submitItem, type ItemFormProps } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import { businessToday } from "~/lib/dates";
import { FIRST_CALENDAR_DATE } from "~/lib/text-fields";
import { PROJECT_CATEGORIES } from "~/lib/vocabulary";
import type { Project } from "./endpoints";
import {
  DEFAULT_PROJECT_LOCATION,
  MAX_PROJECT_IMAGES,
  projectSchema,
  type ProjectValues,
} from "./project.schema";

/** The form's values: a new project starts today in Abilene with one empty image row. */
const projectToInput = (project: Project | null) =>
  project
    ? {
        title: project.title,
        description: project.description,
        category: PROJECT_CATEGORIES.find((category) => category === project.category),
        imageUrl: project.imageUrl,
        images: project.images.length > 0 ? [...project.images] : [""],
        location: project.location,
        completionDate: project.completionDate,
      }
    : {
        title: "",
        description: "",
        imageUrl: "",
        images: [""],
        location: DEFAULT_PROJECT_LOCATION,
        completionDate: businessToday(),
      };

/** Add Project / Update Project: re-validated on submit, "Validation Error" on failure. */
export function ProjectForm({ editing, busy, save, onCancel }: ItemFormProps<Project, ProjectValues>) {
  const { toast } = useToast();
  const form = useZodForm(projectSchema, { defaultValues: projectToInput(editing) });

  // A refused form also says its first problem in a toast (the image rows may be out of view).
  const submit = submitItem(form, save, (errors) => {
    const first = Object.values(fieldMessages(errors))[0];
    toast({ title: "Validation Error", description: first, variant: "destructive" });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" className="sm:col-span-2" {...registerField(form, "title")} />
      <TextAreaField label="Description" className="sm:col-span-2" {...registerField(form, "description")} />
      <SelectField label="Category" {...registerField(form, "category")}>
        <option value="">Select a category</option>
        {PROJECT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Completion date"
        type="date"
        min={FIRST_CALENDAR_DATE}
        max={businessToday()}
        {...registerField(form, "completionDate")}
      />
      <TextField
        label="Location"
        className="sm:col-span-2"
        placeholder="City, State"
        {...registerField(form, "location")}
      />
      <div className="sm:col-span-2">
        <FormImageField control={form.control} name="imageUrl" label="Main image" />
      </div>
      <Controller
        control={form.control}
        name="images"
        render={({ field: images }) => (
          <ImageRows
            images={images.value ?? []}
            error={fieldMessages(form.formState.errors).images}
            onChange={images.onChange}
          />
        )}
      />
      <ItemFormButtons
        busy={busy}
        submitLabel={editing ? "Update Project" : "Add Project"}
        onCancel={onCancel}
      />
    </form>
  );
}

/** "More images": a row per image, each removable, and a button for another row (up to the limit). */
function ImageRows({
  images,
  error,
  onChange,
}: {
  images: string[];
  error?: string;
  onChange: (images: string[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-medium">More images</legend>
      {images.map((image, index) => (
        <div key={index} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <ImageField
            label={`Image ${index + 1}`}
            value={image}
            onChange={(url) => onChange(images.map((other, i) => (i === index ? url : other)))}
          />
          <button
            type="button"
            className={cn(buttonStyles("ghost", "sm"), "mt-2")}
            onClick={() => onChange(images.filter((_, i) => i !== index))}
          >
            {`Remove row ${index + 1}`}
          </button>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
      <button
        type="button"
        className={buttonStyles("outline", "sm")}
        disabled={images.length >= MAX_PROJECT_IMAGES}
        onClick={() => onChange([...images, ""])}
      >
        Add Another Image
      </button>
    </fieldset>
  );
}
