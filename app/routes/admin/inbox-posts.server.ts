/**
 * The inbox's native posts (docs/texts.md): the owner's reply to a text conversation, or marking it read,
 * posted before or without the page's script to the page it is on (`/admin?index&tab=inbox&kind=texts&
 * customer=12`). The action calls what the JSON API calls; once done it sends the browser back to the
 * conversation (a reload posts nothing again); a refusal is the page again with the API's status, its
 * message under the field and what was typed.
 */
import { redirect } from "react-router";
import { requireAdminPage } from "~/features/auth/guards.server";
import { replySchema } from "~/features/texts/conversation";
import { markConversationRead, replyToCustomer } from "~/features/texts/conversations.server";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, textFields } from "~/lib/form-post.server";
import { parseId, parseInput } from "~/lib/input";
import type { AppContext } from "~/load-context.server";

/** A text of 1,600 characters, form-encoded at worst, and the intent: far less than this. */
const MAX_BODY_BYTES = 32 * 1024;

export async function inboxPostAction(request: Request, context: AppContext) {
  await requireAdminPage(context, request);
  const page = new URL(request.url);
  page.searchParams.delete("index");
  let values: Record<string, string> = {};
  try {
    values = textFields(await postedForm(request, MAX_BODY_BYTES));
    const customerId = parseId(page.searchParams.get("customer"), "customer id");
    if (values.intent === "read") await markConversationRead(context.db, customerId);
    else if (values.intent === "reply") {
      await replyToCustomer(context.db, customerId, parseInput(replySchema, values).text);
    } else throw invalid("Please write a reply, or mark the texts read.");
  } catch (error) {
    return formRefusal(error, values);
  }
  return redirect(`${page.pathname}${page.search}`, 303);
}
