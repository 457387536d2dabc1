/**
 * The backup codes kept as the admin likes: copied to the clipboard, or downloaded as a text file. Shown
 * once, after two-factor authentication is turned on. Client-safe.
 */
import { useState } from "react";
import { cn } from "~/lib/cn";

const ACTION =
  "inline-flex h-10 flex-1 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-600 dark:hover:bg-slate-800";

/** The file's text: what the codes are for, then one code a line. */
export function backupCodesText(issuer: string, codes: readonly string[]): string {
  return [`${issuer}: two-factor backup codes. Each signs you in once.`, "", ...codes, ""].join("\n");
}

export function BackupCodeActions({ issuer, codes }: { issuer: string; codes: readonly string[] }) {
  const [said, setSaid] = useState("");
  const text = backupCodesText(issuer, codes);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("Backup codes copied.");
    } catch {
      // No clipboard (a page that is not https, a refused permission): the codes are on screen to select.
      setSaid("Could not copy. Select the codes and copy them, or download them.");
    }
  }
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={ACTION} onClick={() => void copy()}>
          Copy codes
        </button>
        <a
          className={cn(ACTION, "text-inherit no-underline")}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="backup-codes.txt"
        >
          Download as .txt
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {said}
      </p>
    </div>
  );
}
