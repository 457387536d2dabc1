/**
 * What a customer signed, as its record keeps it (an estimate's approval, a change order's): the name typed,
 * when (Central Time), from which address, with which browser, and the SHA-256 of the document exactly as
 * their page showed it; then the document's own facts. For the back office. Client-safe.
 */
import type { ReactNode } from "react";
import { formatInstantDateTime } from "~/lib/dates";
import { RuledListSection } from "./ruled-list-section";

export function SignatureRecord({
  title,
  document,
  signature,
  children,
}: {
  /** "Approval record". */
  title: string;
  /** What was signed: "estimate". */
  document: string;
  signature: { name: string; signedAt: string; ipAddress: string; userAgent: string; contentHash: string };
  /** The document's own facts (SignedFact). */
  children?: ReactNode;
}) {
  return (
    <RuledListSection title={title} list="dl" titleClassName="text-base font-semibold">
      <SignedFact term="Signed name">{signature.name}</SignedFact>
      <SignedFact term="Signed">{formatInstantDateTime(signature.signedAt)} (Central Time)</SignedFact>
      <SignedFact term="IP address" className="font-mono break-all">
        {signature.ipAddress}
      </SignedFact>
      <SignedFact term="Browser (user agent)" className="break-all">
        {signature.userAgent}
      </SignedFact>
      <SignedFact term={`SHA-256 of the ${document}`} className="font-mono text-xs break-all">
        {signature.contentHash}
      </SignedFact>
      {children}
    </RuledListSection>
  );
}

/** One fact of the record: its term, and its value (`className` the value's). */
export function SignedFact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1 py-1.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
