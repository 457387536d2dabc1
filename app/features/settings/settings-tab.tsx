import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { useRevalidator } from "react-router";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { saveSettings } from "./api";
import { settingsSchema, type AdminSettings } from "./settings.schema";

/**
 * The business facts every page shows: contact info and the rest. `children`: further sections with forms
 * of their own (the estimates' defaults), composed by the admin route.
 */
export default function SettingsTab({
  settings,
  children,
}: {
  settings: AdminSettings;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <SettingsForm initial={settings} />
      {children}
    </div>
  );
}

/**
 * The form's messages by field: `socialLinks.<link>` for a link the form's own check refused, and
 * `socialLinks` for the server's message about the links.
 */
function settingsErrors(errors: FieldErrors): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") found[field] = error.message;
  }
  for (const [link, error] of Object.entries(errors.socialLinks ?? {})) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") found[`socialLinks.${link}`] = message;
  }
  return found;
}

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const form = useZodForm(settingsSchema, { defaultValues: initial });
  const values = form.watch() as AdminSettings;
  const errors = settingsErrors(form.formState.errors);
  const set = <K extends keyof AdminSettings>(key: K, value: AdminSettings[K]) =>
    form.setValue(key as never, value as never);
  const setLink = (key: keyof AdminSettings["socialLinks"], value: string) =>
    form.setValue(`socialLinks.${key}`, value);
  const failed = () =>
    toast({ title: "Error", description: "Failed to update contact information.", variant: "destructive" });

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      form.reset(saved);
      void revalidator.revalidate();
      toast({ title: "Success", description: "Contact information updated successfully" });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failed();
    },
  });

  // The server's schema, checked here first so that each link gets its own message. The hours are left
  // out: the server writes the text the opening hours give.
  const submit = form.handleSubmit((parsed) => save.mutate({ ...parsed, hours: "" }), failed);

  // The server names a wrong link under "socialLinks"; the form names it by its own field.
  const linkError = (key: string) =>
    errors[`socialLinks.${key}`] ?? (key === "facebook" ? errors.socialLinks : undefined);
  const section =
    "grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Contact Info</legend>
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set("phone", e.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.target.value)}
        />
        <TextField
          label="Address"
          className="sm:col-span-2"
          value={values.address}
          error={errors.address}
          onChange={(e) => set("address", e.target.value)}
        />
        <TextField
          label="City"
          value={values.city}
          error={errors.city}
          onChange={(e) => set("city", e.target.value)}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="State"
            value={values.region}
            error={errors.region}
            onChange={(e) => set("region", e.target.value)}
          />
          <TextField
            label="ZIP code"
            value={values.postalCode}
            error={errors.postalCode}
            onChange={(e) => set("postalCode", e.target.value)}
          />
        </div>
        <TextField
          label="Business Hours"
          className="sm:col-span-2"
          readOnly
          hint="These follow the opening hours below; change the hours there."
          value={initial.hours}
          error={errors.hours}
        />
        <TextField
          label="Facebook Link"
          type="url"
          value={values.socialLinks.facebook}
          error={linkError("facebook")}
          onChange={(e) => setLink("facebook", e.target.value)}
        />
        <TextField
          label="Instagram Link"
          type="url"
          value={values.socialLinks.instagram}
          error={linkError("instagram")}
          onChange={(e) => setLink("instagram", e.target.value)}
        />
        <TextField
          label="Website Link"
          type="url"
          className="sm:col-span-2"
          hint="Leave a link empty to hide it."
          value={values.socialLinks.website}
          error={linkError("website")}
          onChange={(e) => setLink("website", e.target.value)}
        />
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Business</legend>
        <TextField
          label="Business name"
          className="sm:col-span-2"
          value={values.businessName}
          error={errors.businessName}
          onChange={(e) => set("businessName", e.target.value)}
        />
        <TextField
          label="Founded year"
          inputMode="numeric"
          hint="Every page counts the years in business from it."
          value={String(values.foundedYear)}
          error={errors.foundedYear}
          onChange={(e) => set("foundedYear", e.target.value as unknown as number)}
        />
        <TextField
          label="Visits per time slot"
          inputMode="numeric"
          hint="How many bookings one hourly slot takes."
          value={String(values.slotCapacity)}
          error={errors.slotCapacity}
          onChange={(e) => set("slotCapacity", e.target.value as unknown as number)}
        />
      </fieldset>
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save Changes
      </SubmitButton>
    </form>
  );
}
