/**
 * The mail about an estimate (docs/estimates.md): to the customer, the estimate with its link and PDF, a
 * reminder, and the thanks once approved; to the business, what the customer answered. Built from the
 * estimate's view alone, so a job that retries sends the estimate as it then stands.
 */
import { formatInstantDateTime, formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import { depositExplanation } from "./estimate-labels";
import { estimatePdfFilename } from "./estimate-pdf.server";
import { hundredths } from "./estimate-totals";
import type { EstimateView } from "./estimate-view";

const estimateName = (view: EstimateView) =>
  `estimate #${view.number}${view.revision > 1 ? ` (revision ${view.revision})` : ""}`;

const contact = (view: EstimateView) => `Questions: ${view.business.phone} or ${view.business.email}.`;

/** A mail to the customer: the greeting, the body, and how to reach the business. */
function customerMail(view: EstimateView, subject: string, body: string[]): MailMessage {
  return {
    to: view.customer.email,
    subject,
    text: [`Hello ${view.customer.name},`, "", ...body, "", contact(view)].join("\n"),
  };
}

const customerLine = (view: EstimateView) =>
  `${view.customer.name} (${view.customer.email}, ${view.customer.phone})`;

const adminLink = (view: EstimateView, siteUrl: string) =>
  `${siteUrl}/admin?tab=estimates&estimate=${view.id}`;

const isZero = (amount: string) => hundredths(amount) === 0;

function pdfAttachment(view: EstimateView, pdf: Buffer) {
  return [{ filename: estimatePdfFilename(view), content: pdf, contentType: "application/pdf" }];
}

/** Total, optional items and deposit as the customer is told them before answering. */
function offerLines(view: EstimateView): string[] {
  const optional = view.lines.filter((line) => line.optional).length;
  return [
    `Total: ${formatMoney(view.subtotal)}`,
    ...(optional > 0 ? [`Optional items you can add: ${optional}`] : []),
    isZero(view.depositDue)
      ? "No deposit is due on approval."
      : `Deposit due on approval: ${formatMoney(view.depositDue)} (${depositExplanation(view.deposit)})`,
  ];
}

export function estimateSentMail(view: EstimateView, link: string, pdf: Buffer): MailMessage {
  return {
    ...customerMail(view, `Your estimate from ${view.business.name}: ${view.title}`, [
      `Here is your ${estimateName(view)} from ${view.business.name}: ${view.title}.`,
      "",
      ...offerLines(view),
      `Valid until: ${formatLongDate(view.validUntil)}`,
      "",
      `Review and approve your estimate: ${link}`,
      "",
      "The estimate is attached as a PDF.",
    ]),
    link,
    attachments: pdfAttachment(view, pdf),
  };
}

export function estimateFollowUpMail(view: EstimateView, link: string, pdf: Buffer): MailMessage {
  return {
    ...customerMail(view, `Reminder: your estimate from ${view.business.name}`, [
      `A friendly reminder: your ${estimateName(view)} for ${view.title} is waiting for you.`,
      `It is valid until ${formatLongDate(view.validUntil)}.`,
      "",
      ...offerLines(view),
      "",
      `Review and approve your estimate: ${link}`,
      "",
      "The estimate is attached as a PDF again.",
    ]),
    link,
    attachments: pdfAttachment(view, pdf),
  };
}

/** What was approved: the signed total and deposit, and the optional lines chosen. */
function approvedLines(view: EstimateView, audience: "business" | "customer"): string[] {
  const approval = view.approval;
  const total = approval?.total ?? view.total;
  const deposit = approval?.depositDue ?? view.depositDue;
  const chosen = view.lines.filter((line) => line.optional && approval?.optionalLineIds.includes(line.id));
  const depositLine = isZero(deposit)
    ? "No deposit was due."
    : approval?.paid === false
      ? `Deposit due: ${formatMoney(deposit)} (not paid yet)`
      : `${audience === "business" ? "Deposit paid" : "Deposit received"}: ${formatMoney(deposit)}`;
  const chosenLines =
    chosen.length === 0
      ? [audience === "business" ? "Optional items chosen: none" : "Optional items added: none"]
      : [
          audience === "business" ? "Optional items chosen:" : "Optional items added:",
          ...chosen.map((line) => `- ${line.description}: ${formatMoney(line.total)}`),
        ];
  return [`Total: ${formatMoney(total)}`, depositLine, ...chosenLines];
}

export function estimateApprovedBusinessMail(view: EstimateView, siteUrl: string): MailMessage {
  const signed = view.approval
    ? [`Signed by ${view.approval.signedName} on ${formatInstantDateTime(view.approval.signedAt)}.`]
    : [];
  const text = [
    `${customerLine(view)} approved ${estimateName(view)}: ${view.title}.`,
    ...signed,
    "",
    ...approvedLines(view, "business"),
    "",
    `Schedule the visits: ${adminLink(view, siteUrl)}`,
  ].join("\n");
  return {
    to: view.business.email,
    subject: `Estimate #${view.number} approved: ${view.customer.name}`,
    text,
  };
}

export function estimateApprovedCustomerMail(view: EstimateView, siteUrl: string): MailMessage {
  return customerMail(view, `Your estimate from ${view.business.name} is approved: ${view.title}`, [
    `Thank you! Your ${estimateName(view)} for ${view.title} is approved.`,
    "",
    ...approvedLines(view, "customer"),
    "",
    "We will call you to schedule the work.",
    `See your project under My Projects: ${siteUrl}/my-projects`,
  ]);
}

/** The customer's word that the work is scheduled: every visit of the job, with its day and time. */
export function estimateScheduledCustomerMail(view: EstimateView, siteUrl: string): MailMessage {
  const visits = view.visits.filter((visit) => visit.status !== "cancelled");
  return customerMail(view, `Your work with ${view.business.name} is scheduled: ${view.title}`, [
    `The work of your ${estimateName(view)} (${view.title}) is scheduled:`,
    ...visits.map((visit) => `- ${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}`),
    "",
    `The visits are under My Projects: ${siteUrl}/my-projects`,
  ]);
}

/**
 * A deposit given back without anyone asking: it arrived for an estimate revised, declined or approved by
 * another payment while the checkout was open. The customer is told why and that a newer estimate follows.
 */
export function estimateDepositRefundedMail(
  view: EstimateView,
  amount: string,
  audience: "customer" | "business",
  siteUrl: string,
): MailMessage {
  if (audience === "business") {
    return {
      to: view.business.email,
      subject: `Deposit refunded for ${estimateName(view)}: ${view.customer.name}`,
      text: [
        `A deposit of ${formatMoney(amount)} from ${customerLine(view)} was refunded automatically: it was paid`,
        `for ${estimateName(view)} (${view.title}) after the estimate had been revised, declined or approved.`,
        "",
        `Estimate: ${adminLink(view, siteUrl)}`,
      ].join("\n"),
    };
  }
  return customerMail(view, `Your deposit of ${formatMoney(amount)} was refunded`, [
    `Your deposit for ${estimateName(view)} (${view.title}) arrived after the estimate had changed, so we`,
    `refunded it in full: ${formatMoney(amount)}. It may take 5-10 business days to appear on your statement.`,
    "If the estimate was revised, the new version comes by email; you can approve it from its link.",
  ]);
}

export function estimateDeclinedBusinessMail(view: EstimateView, siteUrl: string): MailMessage {
  const text = [
    `${customerLine(view)} declined ${estimateName(view)}: ${view.title}.`,
    "",
    view.declineReason?.trim() ? `Their reason: ${view.declineReason.trim()}` : "They gave no reason.",
    "",
    `Total offered: ${formatMoney(view.subtotal)}`,
    `Estimate: ${adminLink(view, siteUrl)}`,
  ].join("\n");
  return {
    to: view.business.email,
    subject: `Estimate #${view.number} declined: ${view.customer.name}`,
    text,
  };
}

export function estimateChangesBusinessMail(
  view: EstimateView,
  message: string,
  siteUrl: string,
): MailMessage {
  const text = [
    `${view.customer.name} asked for changes to ${estimateName(view)}: ${view.title}.`,
    "",
    "Their message:",
    message.trim() || "(no message)",
    "",
    `Email: ${view.customer.email}`,
    `Phone: ${view.customer.phone}`,
    "",
    `Revise the estimate: ${adminLink(view, siteUrl)}`,
  ].join("\n");
  return {
    to: view.business.email,
    subject: `Changes requested on estimate #${view.number}: ${view.customer.name}`,
    text,
  };
}
