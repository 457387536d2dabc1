import type { ReactNode } from "react";
import { buttonStyles } from "./button";

/**
 * One of a record's actions (Edit, Send, Void, Delete…), small: `primary` for the step forward, `outline`
 * for the others, `ghost` for deleting. Client-safe.
 */
export function ActionButton({
  tone = "outline",
  onClick,
  disabled,
  children,
}: {
  tone?: "primary" | "outline" | "ghost";
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={buttonStyles(tone, "sm")} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
