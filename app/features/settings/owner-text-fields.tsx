/**
 * The Settings form's alerts by text (docs/texts.md): whether texts go out at all and from which number (the
 * server's configuration, read only), the owner's mobile and the switch that sends the alerts there too.
 * Client-safe.
 */
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import type { TextSending } from "./owner-texts.server";
import type { SettingsInput, settingsSchema } from "./settings.schema";

type SettingsForm = UseFormReturn<SettingsInput, unknown, z.output<typeof settingsSchema>>;

/** What Settings says of the texts' way out. */
export function textSendingSentence(sending: TextSending): string {
  if (sending.via === "outbox")
    return "Texts are on, but Twilio is not set up: each text is written to the sms-outbox folder of the site's data instead of being sent.";
  return sending.from
    ? `Texts are on: they are sent through Twilio from ${sending.from}.`
    : "Texts are on: they are sent through Twilio's Messaging Service.";
}

export function OwnerTextFields({
  form,
  textSending,
  className,
}: {
  form: SettingsForm;
  textSending?: TextSending;
  className: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-lg font-semibold">Texts</legend>
      {textSending && (
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
          {textSendingSentence(textSending)} Customers get texts only once they ticked the box for them.
        </p>
      )}
      <TextField
        label="Owner's mobile"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Where the alerts by text go, in E.164 such as +13255550123."
        {...registerField(form, "ownerMobile")}
      />
      <CheckboxField
        label="Also send these alerts by text"
        hint="A new quote request, a new message, a booking confirmed, a visit rescheduled or cancelled by its customer: those turned on above."
        className="sm:col-span-2"
        {...form.register("alertTexts")}
      />
    </fieldset>
  );
}
