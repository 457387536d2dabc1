import type { ReactNode } from "react";
import { buttonStyles } from "./button";

/** A back-office list's filters, with its "Create …" button beside them (under them on a phone). */
export function ListToolbar({
  filters,
  createLabel,
  onCreate,
}: {
  filters: ReactNode;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {filters}
      <button type="button" className={buttonStyles()} onClick={onCreate}>
        {createLabel}
      </button>
    </div>
  );
}
