/**
 * The editor's payment schedule: the milestones between the deposit and completion, each a name, a
 * percentage or a fixed amount, and when it is due (on a date or on completion), with its amount on the
 * subtotal as it is typed; then the balance left for completion. Client-safe.
 */
import { useId } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { buttonStyles } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-field";
import { LineInput } from "~/components/ui/line-input";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { typedSchedule } from "./editor-sums";
import type { EstimateBody, EstimateBodyInput } from "./estimate.schema";
import { MAX_MILESTONES } from "./payment-schedule";
import { RowSelect } from "./row-inputs";

type EstimateForm = UseFormReturn<EstimateBodyInput, unknown, EstimateBody>;

const NEW_MILESTONE = { name: "", kind: "percent", value: "", due: "on_date", date: "" } as const;
const money = (cents: number) => formatMoney(fromCents(cents));

export function PaymentScheduleField({ form }: { form: EstimateForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "milestones" });
  const [lines, deposit, milestones] = useWatch({
    control: form.control,
    name: ["lines", "deposit", "milestones"],
  });
  const schedule = typedSchedule(lines ?? [], deposit, milestones ?? []);
  const errors = form.formState.errors.milestones;
  // The list's own message ("cannot exceed the total"): under `root` from the form's check, on the list from the API.
  const listError = errors?.root?.message ?? errors?.message;
  const listErrorId = useId();
  const today = businessToday();
  return (
    <fieldset className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="text-base font-semibold">Payment schedule</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The deposit is due on approval and the balance on completion; add the payments due between them.
        Percentages are of the total the customer approves.
      </p>
      <ol className="space-y-3">
        <ScheduleRow label="Deposit on approval" amount={money(schedule.depositCents)} />
        {fields.map((field, index) => {
          const n = index + 1;
          const rowErrors = errors?.[index];
          const onDate = (milestones?.[index]?.due ?? field.due) === "on_date";
          return (
            <li
              key={field.id}
              aria-label={`Payment ${n}`}
              className="grid grid-cols-2 items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_8rem_7rem_10rem_10rem] dark:border-slate-700"
            >
              <LineInput
                label="Name"
                accessibleName={`Payment ${n} name`}
                className="col-span-2 sm:col-span-1"
                error={rowErrors?.name?.message}
                {...form.register(`milestones.${index}.name`)}
              />
              <RowSelect
                label="Type"
                accessibleName={`Payment ${n} type`}
                error={rowErrors?.kind?.message}
                {...form.register(`milestones.${index}.kind`)}
              >
                <option value="percent">Percentage</option>
                <option value="fixed">Fixed amount</option>
              </RowSelect>
              <LineInput
                label={milestones?.[index]?.kind === "fixed" ? "Amount ($)" : "Percent"}
                accessibleName={`Payment ${n} value`}
                inputMode="decimal"
                error={rowErrors?.value?.message}
                {...form.register(`milestones.${index}.value`)}
              />
              <RowSelect
                label="Due"
                accessibleName={`Payment ${n} due`}
                error={rowErrors?.due?.message}
                {...form.register(`milestones.${index}.due`)}
              >
                <option value="on_date">On a date</option>
                <option value="on_completion">On completion</option>
              </RowSelect>
              {onDate ? (
                <LineInput
                  label="Date"
                  accessibleName={`Payment ${n} date`}
                  type="date"
                  min={today}
                  error={rowErrors?.date?.message}
                  {...form.register(`milestones.${index}.date`)}
                />
              ) : (
                <p className="self-end pb-2 text-sm text-slate-600 dark:text-slate-300">Due on completion</p>
              )}
              <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-5">
                <p className="tabular-nums">
                  <span className="text-sm text-slate-600 dark:text-slate-300">Amount </span>
                  <span className="font-semibold" data-testid="editor-milestone-amount">
                    {money(schedule.milestoneCents[index] ?? 0)}
                  </span>
                </p>
                <button
                  type="button"
                  className={buttonStyles("ghost", "sm")}
                  onClick={() => remove(index)}
                  aria-label={`Remove payment ${n}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
        <ScheduleRow label="Balance on completion" amount={money(schedule.completionCents)} />
      </ol>
      <FieldError id={listErrorId} error={listError} />
      <button
        type="button"
        className={buttonStyles("outline", "sm")}
        disabled={fields.length >= MAX_MILESTONES}
        onClick={() => append({ ...NEW_MILESTONE })}
      >
        Add payment
      </button>
    </fieldset>
  );
}

/** The deposit's and the balance's rows: their amounts follow the lines, the deposit and the milestones. */
function ScheduleRow({ label, amount }: { label: string; amount: string }) {
  return (
    <li className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <span>{label}</span>
      <span className="font-semibold tabular-nums">{amount}</span>
    </li>
  );
}
