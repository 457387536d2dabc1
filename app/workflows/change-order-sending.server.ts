/**
 * Sending change orders and their mail (docs/change-orders.md): "Send" links a draft and queues the
 * customer's mail with the link and the PDF (a sent one is mailed again as it is); the customer's answer is
 * told to the business, and an approval to the customer too. Each mail is a job queued once per event; an
 * attempt builds it from the database as it is then. The scheduled job that expires change orders is here too.
 */
import { markSent, expireChangeOrders } from "~/features/change-orders/change-order-lifecycle.server";
import {
  changeOrderApprovedBusinessMail,
  changeOrderApprovedCustomerMail,
  changeOrderDeclinedBusinessMail,
  changeOrderSentMail,
} from "~/features/change-orders/change-order-mail.server";
import {
  changeOrderPdfFilename,
  renderChangeOrderPdf,
} from "~/features/change-orders/change-order-pdf.server";
import {
  adminView,
  customerView,
  findChangeOrder,
  readChangeOrder,
} from "~/features/change-orders/change-order-rows.server";
import { changeOrderPath, changeOrderToken } from "~/features/change-orders/change-order-token.server";
import { businessToday } from "~/lib/dates";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import { businessContact } from "~db/business-contact";
import type { MailJobDeps } from "./booking-confirmation.server";
import { textChangeOrderSent } from "./customer-texts.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { queueMail, type MailQueue } from "./queue-mail.server";

type MailDeps = MailJobDeps & { linkSecret: string };

const queue = <N extends "mail.change-order-sent" | "mail.change-order-notice">(
  deps: MailQueue,
  name: N,
  data: JobPayloads[N],
  key: string,
) => queueMail(deps, name, data, key, { record: "change order", ids: { changeOrderId: data.changeOrderId } });

/** Sends a change order (its link made the first time) and queues its mail: once, then once per resend. */
export async function sendChangeOrder(deps: EstimateFlowDeps, changeOrderId: number) {
  const { first, estimateId } = await markSent(deps.db, changeOrderId, deps.linkSecret);
  await queue(
    deps,
    "mail.change-order-sent",
    { changeOrderId, estimateId },
    first ? `${changeOrderId}:sent` : `${changeOrderId}:resent:${Date.now()}`,
  );
}

/** The customer approved: the business hears of it, and the customer gets their copy, once each. */
export async function tellChangeOrderApproved(deps: MailQueue, changeOrderId: number, estimateId: number) {
  for (const audience of ["business", "customer"] as const) {
    await queue(
      deps,
      "mail.change-order-notice",
      { changeOrderId, estimateId, event: "approved", audience },
      `${changeOrderId}:approved:${audience}`,
    );
  }
}

/** The customer declined: the business hears of it, once. */
export async function tellChangeOrderDeclined(deps: MailQueue, changeOrderId: number, estimateId: number) {
  await queue(
    deps,
    "mail.change-order-notice",
    { changeOrderId, estimateId, event: "declined", audience: "business" },
    `${changeOrderId}:declined`,
  );
}

/** The change order as its mail shows it, with its link; undefined when it was deleted or never linked. */
async function mailable(deps: MailDeps, changeOrderId: number) {
  const row = await findChangeOrder(deps.db, changeOrderId);
  if (!row?.tokenNonce) return undefined;
  const record = await readChangeOrder(deps.db, row);
  const link = `${deps.siteUrl}${changeOrderPath(changeOrderToken(deps.linkSecret, row.tokenNonce))}`;
  return { row, record, link, business: await businessContact(deps.db) };
}

/**
 * The job: the customer's mail with the link and the PDF, unless it was answered or expired meanwhile; the
 * link by text too, the first time (docs/texts.md).
 */
export async function sendChangeOrderMail(deps: MailDeps, job: JobPayloads["mail.change-order-sent"]) {
  const found = await mailable(deps, job.changeOrderId);
  if (!found) return;
  const today = businessToday();
  const view = adminView(found.record, today);
  if (view.status !== "sent" && view.status !== "viewed") return;
  await textChangeOrderSent(deps.db, view, found.link);
  const shown = customerView(found.record, found.business, today);
  const pdf = {
    filename: changeOrderPdfFilename(shown),
    pdf: await renderChangeOrderPdf({ ...shown, contentHash: found.row.contentHash }),
  };
  await deps.mailer.send(changeOrderSentMail(view, found.business, found.link, pdf));
}

/** The job: one side's mail about the customer's answer. */
export async function sendChangeOrderNotice(deps: MailDeps, notice: JobPayloads["mail.change-order-notice"]) {
  const found = await mailable(deps, notice.changeOrderId);
  if (!found) return;
  const view = adminView(found.record, businessToday());
  const { mailer, siteUrl } = deps;
  if (notice.event === "declined") {
    await mailer.send(changeOrderDeclinedBusinessMail(view, found.business, siteUrl));
  } else if (notice.audience === "business") {
    await mailer.send(changeOrderApprovedBusinessMail(view, found.business, siteUrl));
  } else {
    await mailer.send(changeOrderApprovedCustomerMail(view, found.business, found.link));
  }
}

/** The scheduled job: unanswered change orders past their date become expired. */
export async function expireOldChangeOrders(deps: Pick<PaymentFlowDeps, "db" | "logger">, now = new Date()) {
  const expired = await expireChangeOrders(deps.db, now);
  if (expired.length > 0) deps.logger.info({ changeOrders: expired.length }, "change orders expired");
  return expired;
}
