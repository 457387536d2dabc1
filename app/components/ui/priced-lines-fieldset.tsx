/**
 * An editor's "Lines" list: its cards (PricedLineCard), a word while there are none, the list's own message
 * ("Add at least one line") and the buttons that add a line (CatalogLineAdders). Client-safe.
 */
import { useId, type ReactNode } from "react";
import { CatalogLineAdders, type CatalogChoice } from "./catalog-line-adders";
import { FieldError } from "./form-field";

/** The fieldset around an editor's priced lines. */
export function PricedLinesFieldset<Service extends CatalogChoice>({
  empty,
  errors,
  catalog,
  onAddService,
  onAddLine,
  children,
}: {
  /** No lines yet: the list says how to add one. */
  empty: boolean;
  /** The form's errors of the lines, whose own message is the list's. */
  errors?: { root?: { message?: string }; message?: string };
  catalog: readonly Service[];
  onAddService: (service: Service) => void;
  onAddLine: () => void;
  /** The lines' cards. */
  children: ReactNode;
}) {
  // The list's own message ("Add at least one line"): under `root` from the form's check, on the list from the API.
  const listError = errors?.root?.message ?? errors?.message;
  const listErrorId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="text-base font-semibold">Lines</legend>
      {empty ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          No lines yet: add a service from the catalog or a line of your own.
        </p>
      ) : (
        <ol className="space-y-3">{children}</ol>
      )}
      <FieldError id={listErrorId} error={listError} />
      <CatalogLineAdders catalog={catalog} onAddService={onAddService} onAddLine={onAddLine} />
    </fieldset>
  );
}
