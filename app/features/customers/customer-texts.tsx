/**
 * The customer's texts on their page (docs/texts.md): whether texts go to them, each consent and withdrawal
 * (when, how, from which address, the words they were shown) and their latest texts with their status.
 */
import { useQuery } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { formatInstantDateTime } from "~/lib/dates";
import type { TextStatus } from "~/lib/vocabulary";
import { customerCalls, customerTextsKey } from "./api";
import { TEXT_CONSENT_SOURCE_LABELS, type CustomerTexts as Texts } from "./customer";

const STATUS_TONES: Record<TextStatus, BadgeTone> = {
  queued: "grey",
  held: "yellow",
  sent: "blue",
  delivered: "green",
  undelivered: "red",
  failed: "red",
  skipped: "grey",
  received: "blue",
};

const muted = "text-slate-600 dark:text-slate-300";

export function CustomerTexts({ customerId }: { customerId: number }) {
  const texts = useQuery({
    queryKey: customerTextsKey(customerId),
    queryFn: () => customerCalls.texts({ params: { id: customerId } }),
  });
  return (
    <section aria-labelledby="customer-texts" className="space-y-3">
      <h3 id="customer-texts" className="font-semibold">
        Texts
      </h3>
      {texts.isPending ? (
        <Skeleton className="h-16" />
      ) : texts.isError ? (
        <p>The texts could not be loaded.</p>
      ) : (
        <TextsPanel texts={texts.data} />
      )}
    </section>
  );
}

function TextsPanel({ texts }: { texts: Texts }) {
  const latest = texts.consents[0];
  return (
    <>
      <p>
        {texts.optIn ? (
          <>
            <Badge tone="green">On</Badge> to {texts.phone}
          </>
        ) : (
          <>
            <Badge tone="grey">Off</Badge> {latest ? "" : "The customer has not asked for texts."}
          </>
        )}
      </p>
      {texts.consents.length > 0 && (
        <div>
          <h4 className="font-medium">Consent</h4>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {texts.consents.map((consent) => (
              <li key={`${consent.at}-${consent.optIn}`} className="py-2">
                <p>
                  {consent.optIn ? "Asked for texts" : "Stopped texts"} on {formatInstantDateTime(consent.at)}
                  , through {TEXT_CONSENT_SOURCE_LABELS[consent.source]}
                  {consent.phone && `, for ${consent.phone}`}
                  {consent.clientAddress && `, from ${consent.clientAddress}`}.
                </p>
                <p className={muted}>Shown: “{consent.wording}”</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="font-medium">Messages</h4>
        {texts.messages.length === 0 ? (
          <p className={muted}>No texts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {texts.messages.map((message) => (
              <li key={message.id} className="space-y-1 py-2">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{message.direction === "inbound" ? "Received" : "Sent"}</span>
                  <span className={muted}>{formatInstantDateTime(message.at)}</span>
                  <Badge tone={STATUS_TONES[message.status]}>{message.status}</Badge>
                </p>
                <p className="break-words whitespace-pre-line">{message.body}</p>
                {message.error && <p className="text-red-700 dark:text-red-400">{message.error}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
