/**
 * The Settings form's money choices: the most a booking asks online as its deposit, and whether a payment
 * schedule's invoices go out at once (docs/booking-and-payments.md, docs/invoices.md). Client-safe.
 */
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import type { AdminSettings } from "./endpoints";
import type { SettingsInput, settingsSchema } from "./settings.schema";

const DEPOSIT_CAP_HINT =
  "The deposit a booking pays by card is never more than this; the rest is billed by invoice after the visit. Leave it empty for no limit.";

type SettingsForm = UseFormReturn<SettingsInput, unknown, z.output<typeof settingsSchema>>;

/** The settings as the form holds them: no cap is an empty box, not null. */
export function settingsFormValues(settings: AdminSettings): SettingsInput {
  return { ...settings, bookingDepositCap: settings.bookingDepositCap ?? "" };
}

export function PaymentSettingsFields({ form, className }: { form: SettingsForm; className: string }) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-lg font-semibold">Payments</legend>
      <TextField
        label="Most a booking asks online"
        inputMode="decimal"
        hint={DEPOSIT_CAP_HINT}
        {...registerField(form, "bookingDepositCap")}
      />
      <CheckboxField
        label="Send a payment schedule's invoices at once"
        hint="Off: a milestone's invoice is made as a draft for you to review and send."
        className="sm:col-span-2"
        {...form.register("scheduleInvoicesSent")}
      />
    </fieldset>
  );
}
