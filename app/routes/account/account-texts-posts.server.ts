/**
 * My Projects' box for texts posted as a form, before the page's script has loaded or without it
 * (docs/decisions/0020-forms-post-natively.md): saved as PUT /api/account/texts saves it; taken, the page
 * again with `?texts=saved`; refused, the page with the message under the phone and the values kept.
 */
import { redirect, type AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import { requireUserPage } from "~/features/auth/guards.server";
import { ACCOUNT_TEXTS_INTENT, TEXTS_SAVED_PARAM } from "~/features/text-consent/account-texts-fields";
import { accountPerson, saveAccountTexts } from "~/features/text-consent/account-texts.server";
import { accountTextsSchema } from "~/features/text-consent/endpoints";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { isTicked } from "~/lib/text-consent";

/** A box and a phone number: far less than this. */
const MAX_TEXTS_BYTES = 4 * 1024;

export async function postAccountTexts(request: Request, context: AppLoadContext) {
  const user = await requireUserPage(context, request);
  let values: Record<string, string> = {};
  try {
    values = textFields(await postedForm(request, MAX_TEXTS_BYTES));
    refuseAsTheServerDid(context);
    if (values.intent !== ACCOUNT_TEXTS_INTENT) throw invalid("Please choose what to save");
    const input = parseInput(accountTextsSchema, {
      optIn: isTicked(values.optIn),
      phone: values.phone ?? "",
    });
    // The address the server trusts, set by server/form-posts.ts over anything the client sent.
    const address = request.headers.get(CLIENT_IP_HEADER) || null;
    await saveAccountTexts(context.db, accountPerson(user), input, address);
    return redirect(`/my-projects?${TEXTS_SAVED_PARAM}=saved`, 303);
  } catch (error) {
    return formRefusal(error, values);
  }
}
