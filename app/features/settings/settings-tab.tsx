import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { clientOf } from "~/lib/api-client";
import { adminSettingsEndpoints, type AdminSettings } from "./endpoints";
import { OWNER_ALERTS } from "./owner-alerts";
import { OwnerTextFields } from "./owner-text-fields";
import type { TextSending } from "./owner-texts.server";
import { PaymentSettingsFields, settingsFormValues } from "./payment-settings-fields";
import { settingsSchema } from "./settings.schema";

const adminSettings = clientOf(adminSettingsEndpoints);

/**
 * The business facts every page shows: contact info and the rest. `children`: further sections with forms
 * of their own (the estimates' defaults), composed by the admin route.
 */
export default function SettingsTab({
  settings,
  textSending,
  children,
}: {
  settings: AdminSettings;
  /** How texts go out (the server's configuration), said above the alerts by text. */
  textSending?: TextSending;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <SettingsForm initial={settings} textSending={textSending} />
      {children}
    </div>
  );
}

type LinkName = keyof AdminSettings["socialLinks"];

const LINK_FIELDS: readonly { name: LinkName; label: string; className?: string; hint?: string }[] = [
  { name: "facebook", label: "Facebook Link" },
  { name: "instagram", label: "Instagram Link" },
  {
    name: "website",
    label: "Website Link",
    className: "sm:col-span-2",
    hint: "Leave a link empty to hide it.",
  },
];

function SettingsForm({ initial, textSending }: { initial: AdminSettings; textSending?: TextSending }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const form = useZodForm(settingsSchema, { defaultValues: settingsFormValues(initial) });
  const failed = () =>
    toast({ title: "Error", description: "Failed to update contact information.", variant: "destructive" });

  const save = useMutation({
    mutationFn: (body: z.output<typeof settingsSchema>) => adminSettings.save({ body }),
    onSuccess: (saved) => {
      form.reset(settingsFormValues(saved));
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

  // The form names a wrong link by its own field; the server names it under "socialLinks", shown first.
  const link = (name: LinkName) => {
    const wired = registerField(form, `socialLinks.${name}`);
    const serverMessage = form.formState.errors.socialLinks?.message;
    return { ...wired, error: wired.error ?? (name === "facebook" ? serverMessage : undefined) };
  };
  const section =
    "grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Contact Info</legend>
        <TextField label="Phone" type="tel" {...registerField(form, "phone")} />
        <TextField label="Email" type="email" {...registerField(form, "email")} />
        <TextField label="Address" className="sm:col-span-2" {...registerField(form, "address")} />
        <TextField label="City" {...registerField(form, "city")} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="State" {...registerField(form, "region")} />
          <TextField label="ZIP code" {...registerField(form, "postalCode")} />
        </div>
        <TextField
          label="Business Hours"
          className="sm:col-span-2"
          readOnly
          hint="These follow the opening hours below; change the hours there."
          value={initial.hours}
          error={form.formState.errors.hours?.message}
        />
        {LINK_FIELDS.map(({ name, ...field }) => (
          <TextField key={name} type="url" {...field} {...link(name)} />
        ))}
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Business</legend>
        <TextField label="Business name" className="sm:col-span-2" {...registerField(form, "businessName")} />
        <TextField
          label="Founded year"
          inputMode="numeric"
          hint="Every page counts the years in business from it."
          {...registerField(form, "foundedYear")}
        />
        <TextField
          label="Visits per time slot"
          inputMode="numeric"
          hint="How many bookings one hourly slot takes."
          {...registerField(form, "slotCapacity")}
        />
      </fieldset>
      <PaymentSettingsFields form={form} className={section} />
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Alerts by email</legend>
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          Sent to the email above when:
        </p>
        {OWNER_ALERTS.map(({ name, label }) => (
          <label key={name} className="flex items-start gap-3 sm:col-span-2">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...form.register(`alerts.${name}`)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <OwnerTextFields form={form} textSending={textSending} className={section} />
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save Changes
      </SubmitButton>
    </form>
  );
}
