/**
 * "Export for QuickBooks" in the Invoices section (docs/invoices.md, "The accounting export"): what (the
 * invoices or the payments), the first and last days, only what is new, and Download; under it the latest
 * exports. It opens without script (a disclosure) and is a plain GET form, which the server turns into the
 * chosen file's address; with the script the same rules are checked here first (the API's schema) and the
 * file is asked for directly, its refusals said at their fields. Client-safe.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { businessToday, formatInstantDate } from "~/lib/dates";
import { ExportHistory } from "./export-history";
import { exportFileAddress, exportQuerySchema } from "./invoice-export.schema";
import type { AccountingExportKind, AccountingExportView } from "./invoice-reports-view";

const KIND_LABELS: Record<AccountingExportKind, string> = { invoices: "Invoices", payments: "Payments" };

/** Asks for the file, then hands it to the browser as a download under the server's name for it. */
async function download(address: string) {
  const res = await fetch(address, { credentials: "same-origin", headers: { accept: "text/csv" } });
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string>;
    };
    throw new ApiError(res.status, answer.message ?? "The export was not made.", answer);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function ExportPanel({ exports }: { exports: readonly AccountingExportView[] }) {
  const { toast } = useToast();
  const { revalidate } = useRevalidator();
  const [kind, setKind] = useState<AccountingExportKind>("invoices");
  const [busy, setBusy] = useState(false);
  // Kept beside the form's fields: a checkbox reads false unticked, which the query's schema does not take.
  const [onlyNew, setOnlyNew] = useState(false);
  const today = businessToday();
  const form = useZodForm(exportQuerySchema, {
    defaultValues: { from: `${today.slice(0, 7)}-01`, to: today, onlyNew: "" },
  });
  const last = exports.find((made) => made.kind === kind);

  const submit = form.handleSubmit(async (query) => {
    setBusy(true);
    try {
      await download(exportFileAddress(kind, { ...query, onlyNew }));
      void revalidate();
    } catch (error) {
      if (!applyServerErrors(form, error))
        toast({
          title: "Error",
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : "Failed to make the export. Please try again later.",
          variant: "destructive",
        });
    } finally {
      setBusy(false);
    }
  });

  return (
    <details className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">Export for QuickBooks</summary>
      <form method="get" action="/api/admin/exports/download" onSubmit={submit} className="mt-4 space-y-4">
        <fieldset className="space-y-2">
          <legend className="font-medium">What</legend>
          <div className="flex flex-wrap gap-4">
            {(["invoices", "payments"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="size-4 accent-brand-700 dark:accent-accent-500"
                />
                {KIND_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="From" type="date" required {...registerField(form, "from")} />
          <TextField label="To" type="date" required {...registerField(form, "to")} />
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            value="true"
            className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-accent-500"
            name="onlyNew"
            checked={onlyNew}
            onChange={(event) => setOnlyNew(event.target.checked)}
          />
          <span>
            Only what is new since the last export
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              {last
                ? `The last export of ${KIND_LABELS[kind].toLowerCase()} was on ${formatInstantDate(last.createdAt)}.`
                : `No ${KIND_LABELS[kind].toLowerCase()} were exported yet.`}
            </span>
          </span>
        </label>
        <SubmitButton busy={busy} busyLabel="Downloading...">
          Download
        </SubmitButton>
      </form>
      <ExportHistory exports={exports} />
    </details>
  );
}
