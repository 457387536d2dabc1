/**
 * What a new estimate starts with, in the Settings tab: the terms, the deposit and how many days it stays
 * valid. An estimate keeps what it was written with; a change here applies to the next ones. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import type { EstimateDefaults } from "./admin-endpoints";
import { adminEstimateCalls } from "./api";
import { DepositFields } from "./deposit-fields";
import { estimateDefaultsSchema, type EstimateDefaultsBody } from "./estimate.schema";

export function EstimateDefaultsForm({ defaults }: { defaults: EstimateDefaults }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const form = useZodForm(estimateDefaultsSchema, { defaultValues: defaults });
  const { errors } = form.formState;
  const kind = form.watch("deposit.kind");
  const failed = (error?: unknown) =>
    toast({
      title: "Error",
      description: failureMessage(error, "Failed to save the estimate defaults. Please try again later."),
      variant: "destructive",
    });
  const save = useMutation({
    mutationFn: (body: EstimateDefaultsBody) => adminEstimateCalls.saveDefaults({ body }),
    onSuccess: (saved) => {
      form.reset(saved);
      void revalidator.revalidate();
      toast({ title: "Estimate defaults saved" });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failed(error);
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form noValidate onSubmit={submit} aria-label="Estimate defaults" className="space-y-4">
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-lg font-semibold">Estimate defaults</legend>
        <TextAreaField
          label="Default terms"
          className="sm:col-span-3"
          hint="A new estimate starts with these terms; each estimate can change its own."
          {...registerField(form, "terms")}
        />
        <DepositFields
          kind={kind}
          kindField={form.register("deposit.kind")}
          valueField={form.register("deposit.value")}
          kindError={errors.deposit?.kind?.message}
          valueError={errors.deposit?.value?.message}
          labelPrefix="Default "
          kindHint="Paid when the customer approves."
        />
        <TextField
          label="Days an estimate stays valid"
          inputMode="numeric"
          hint="From the day it is written."
          {...registerField(form, "validDays")}
        />
      </fieldset>
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save estimate defaults
      </SubmitButton>
    </form>
  );
}
