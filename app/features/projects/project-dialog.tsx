import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageField } from "~/components/ui/image-field";
import { useToast } from "~/components/ui/toast";
import { fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import { businessToday } from "~/lib/dates";
import { FIRST_CALENDAR_DATE } from "~/lib/text-fields";
import { PROJECT_CATEGORIES } from "~/lib/vocabulary";
import type { Project } from "./project";
import {
  DEFAULT_PROJECT_LOCATION,
  MAX_PROJECT_IMAGES,
  projectSchema,
  type ProjectInput,
  type ProjectValues,
} from "./project.schema";

type FormValues = Omit<ProjectInput, "images"> & { images: string[] };

const emptyProject = (): FormValues => ({
  title: "",
  description: "",
  category: "" as FormValues["category"],
  imageUrl: "",
  images: [""],
  location: DEFAULT_PROJECT_LOCATION,
  completionDate: businessToday(),
});

const projectToValues = (project: Project): FormValues => ({
  title: project.title,
  description: project.description,
  category: project.category as FormValues["category"],
  imageUrl: project.imageUrl,
  images: project.images.length > 0 ? [...project.images] : [""],
  location: project.location,
  completionDate: project.completionDate,
});

/** Add Project / Update Project: re-validated on submit, "Validation Error" on failure. */
export function ProjectDialog({
  open,
  editing,
  busy,
  serverErrors,
  onClose,
  onSubmit,
}: {
  open: boolean;
  editing: Project | null;
  busy: boolean;
  serverErrors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: ProjectValues) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={editing ? "Update Project" : "Add Project"} size="lg">
      {open && (
        <ProjectForm
          key={editing?.id ?? "new"}
          initial={editing ? projectToValues(editing) : emptyProject()}
          submitLabel={editing ? "Update Project" : "Add Project"}
          busy={busy}
          serverErrors={serverErrors}
          onCancel={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function ProjectForm({
  initial,
  submitLabel,
  busy,
  serverErrors,
  onCancel,
  onSubmit,
}: {
  initial: FormValues;
  submitLabel: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onSubmit: (values: ProjectValues) => void;
}) {
  const { toast } = useToast();
  const form = useZodForm(projectSchema, { defaultValues: initial as never });
  const values = form.watch() as FormValues;
  const shown = { ...serverErrors, ...fieldMessages(form.formState.errors) };
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    form.setValue(key as never, value as never);
  const setImage = (index: number, url: string) =>
    set(
      "images",
      values.images.map((image, i) => (i === index ? url : image)),
    );

  // A refused form also says its first problem in a toast (the image rows may be out of view).
  const submit = form.handleSubmit(onSubmit, (errors) => {
    const first = Object.values(fieldMessages(errors))[0];
    toast({ title: "Validation Error", description: first, variant: "destructive" });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Title"
        className="sm:col-span-2"
        value={values.title}
        error={shown.title}
        onChange={(e) => set("title", e.target.value)}
      />
      <TextAreaField
        label="Description"
        className="sm:col-span-2"
        value={values.description}
        error={shown.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <SelectField
        label="Category"
        value={values.category}
        error={shown.category}
        onChange={(e) => set("category", e.target.value as FormValues["category"])}
      >
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
        value={values.completionDate}
        error={shown.completionDate}
        onChange={(e) => set("completionDate", e.target.value)}
      />
      <TextField
        label="Location"
        className="sm:col-span-2"
        placeholder="City, State"
        value={values.location}
        error={shown.location}
        onChange={(e) => set("location", e.target.value)}
      />
      <div className="sm:col-span-2">
        <ImageField
          label="Main image"
          value={values.imageUrl}
          error={shown.imageUrl}
          onChange={(url) => set("imageUrl", url)}
        />
      </div>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-medium">More images</legend>
        {values.images.map((image, index) => (
          <div key={index} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <ImageField label={`Image ${index + 1}`} value={image} onChange={(url) => setImage(index, url)} />
            <button
              type="button"
              className={cn(buttonStyles("ghost", "sm"), "mt-2")}
              onClick={() =>
                set(
                  "images",
                  values.images.filter((_, i) => i !== index),
                )
              }
            >
              {`Remove row ${index + 1}`}
            </button>
          </div>
        ))}
        {shown.images && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {shown.images}
          </p>
        )}
        <button
          type="button"
          className={buttonStyles("outline", "sm")}
          disabled={values.images.length >= MAX_PROJECT_IMAGES}
          onClick={() => set("images", [...values.images, ""])}
        >
          Add Another Image
        </button>
      </fieldset>
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
