/**
 * The estimate page's answers posted as forms, before the page's script has loaded or without it
 * (docs/decisions/0020-forms-post-natively.md): `intent` says which (approve, decline, changes). Each calls
 * the workflow the JSON API calls (app/workflows/estimate-answers.server.ts); a refusal comes back as the
 * page with the API's status, the messages and the values, an answer taken as a redirect: to the deposit's
 * checkout, or to the page, which then shows where the estimate stands.
 */
import { redirect, type AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import { CHANGES_SENT_PARAM, OPTIONAL_ITEMS_FIELD } from "~/features/estimates/estimate-answer-fields";
import { approveSchema, changesSchema, declineSchema } from "~/features/estimates/estimate.schema";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { isTicked, TEXT_OPT_IN_FIELD } from "~/lib/text-consent";
import { approveEstimate, askForChanges, declineByCustomer } from "~/workflows/estimate-answers.server";

/** A name, a message of at most 5,000 characters, the optional items' ids: far less than this. */
const MAX_ANSWER_BYTES = 64 * 1024;

export async function postEstimateAnswer(request: Request, context: AppLoadContext, token: string) {
  const page = `/estimates/${encodeURIComponent(token)}`;
  let values: Record<string, string> = {};
  try {
    const form = await postedForm(request, MAX_ANSWER_BYTES);
    // The ticked items, kept as one value so that a refused approval draws them ticked again.
    const optional = form.getAll(OPTIONAL_ITEMS_FIELD).filter((id) => typeof id === "string");
    values = { ...textFields(form), [OPTIONAL_ITEMS_FIELD]: optional.join(",") };
    refuseAsTheServerDid(context);
    const flows = context.payments;
    switch (values.intent) {
      case "approve": {
        const input = parseInput(approveSchema, {
          name: values.name ?? "",
          // A ticked box posts its value ("on"); an unticked one posts nothing, which the schema refuses.
          acceptTerms: TICKED.has(values.acceptTerms ?? "") || undefined,
          optionalLineIds: optional,
          textOptIn: isTicked(values[TEXT_OPT_IN_FIELD]),
          phone: values.phone ?? "",
        });
        const answer = await approveEstimate(flows, token, input, signatureMeta(request));
        return redirect("url" in answer ? answer.url : page);
      }
      case "decline":
        await declineByCustomer(flows, token, parseInput(declineSchema, values).reason);
        return redirect(page);
      case "changes":
        await askForChanges(flows, token, parseInput(changesSchema, values).message);
        return redirect(`${page}?${CHANGES_SENT_PARAM}=1`);
      default:
        throw invalid("Please choose an answer to the estimate");
    }
  } catch (error) {
    return formRefusal(error, values);
  }
}

const TICKED = new Set(["on", "true"]);

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
