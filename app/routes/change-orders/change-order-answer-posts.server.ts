/**
 * The change order page's answers posted as forms, before the page's script has loaded or without it
 * (docs/decisions/0020-forms-post-natively.md): `intent` says which (approve, decline). Each calls the
 * workflow the JSON API calls; a refusal comes back as the page with the API's status, the messages and the
 * values, an answer taken as a redirect to the page, which then shows where the change order stands (with
 * the invoice to pay when the approval issued one).
 */
import { redirect, type AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import { changeOrderPagePath } from "~/features/change-orders/api";
import { INVOICE_PARAM, invoicePageOf } from "~/features/change-orders/change-order-answer-fields";
import {
  approveChangeOrderSchema,
  declineChangeOrderSchema,
} from "~/features/change-orders/change-order.schema";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { approveChangeOrder, declineChangeOrder } from "~/workflows/change-order-answers.server";

/** A name and a reason of at most 2,000 characters: far less than this. */
const MAX_ANSWER_BYTES = 32 * 1024;

/** A ticked box posts its value ("on"); an unticked one posts nothing, which the schema refuses. */
const TICKED = new Set(["on", "true"]);

export async function postChangeOrderAnswer(request: Request, context: AppLoadContext, token: string) {
  const page = changeOrderPagePath(token);
  let values: Record<string, string> = {};
  try {
    values = textFields(await postedForm(request, MAX_ANSWER_BYTES));
    refuseAsTheServerDid(context);
    const linkSecret = context.payments.linkSecret;
    if (!linkSecret) throw new Error("The payment flows have no link secret");
    const flows = { ...context.payments, linkSecret };
    switch (values.intent) {
      case "approve": {
        const input = parseInput(approveChangeOrderSchema, {
          name: values.name ?? "",
          acceptTerms: TICKED.has(values.acceptTerms ?? "") || undefined,
        });
        const answer = await approveChangeOrder(flows, token, {
          name: input.name,
          ...signatureMeta(request),
        });
        const invoice = invoicePageOf(answer.invoiceUrl);
        return redirect(invoice ? `${page}?${INVOICE_PARAM}=${encodeURIComponent(invoice)}` : page);
      }
      case "decline":
        await declineChangeOrder(flows, token, parseInput(declineChangeOrderSchema, values).reason);
        return redirect(page);
      default:
        throw invalid("Please choose an answer to the change order");
    }
  } catch (error) {
    return formRefusal(error, values);
  }
}

/**
 * The signature's record as the API makes it: the address the server trusts (set in the request's headers
 * by server/form-posts.ts, over anything the client sent) and the browser's own description.
 */
function signatureMeta(request: Request) {
  return {
    ipAddress: request.headers.get(CLIENT_IP_HEADER) ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
  };
}
