/**
 * Approving a change order: the customer types their name and accepts the terms they have just read; the
 * server records the signature over the change order as the page showed it. A real form posted to the page
 * (`intent=approve`), so that it works before the page's script runs or without it; with the script it sends
 * the answer to the JSON API, reads the change order again, and the page stays. Client-safe.
 */
import { FormFailure, SubmitButton } from "~/components/ui/form-field";
import { SIGNATURE_FIELDS, SignatureFields } from "~/components/ui/signature-fields";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { formatMoney } from "~/lib/money";
import { firstPostedError } from "~/lib/posted-form";
import { answerFailure, changeOrderPagePath, customerChangeOrderCalls } from "./api";
import { invoicePageOf } from "./change-order-answer-fields";
import { customerBillingText, isCredit } from "./change-order-labels";
import type { PublicChangeOrderView } from "./change-order-view";
import { approveChangeOrderSchema } from "./change-order.schema";

const FAILED = "We could not record your approval. Please try again, or call us.";

interface ApproveFormProps {
  token: string;
  view: PublicChangeOrderView;
  /** The refusal of this form posted without script: its messages, the values to draw again. */
  posted?: FormRefusal;
  /** The change order as it stands once approved, and the page of the invoice the approval issued. */
  onApproved: (view: PublicChangeOrderView, invoicePage: string | null) => void;
}

export function ChangeOrderApproveForm({ token, view, posted: refused, onApproved }: ApproveFormProps) {
  // No default values: the form reads the fields as drawn, with what was typed before the script ran. The
  // box starts unticked, which the schema refuses with its message.
  const form = useZodForm(approveChangeOrderSchema);
  const { posted, failure, setFailure, formProps } = usePostedForm(refused, () =>
    refused && !firstPostedError(refused, SIGNATURE_FIELDS) ? refused.message : null,
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await customerChangeOrderCalls.approve({ params: { token }, body });
      const next = await customerChangeOrderCalls.get({ params: { token } });
      onApproved(next, invoicePageOf(answer.invoiceUrl));
    } catch (error) {
      const fields = error instanceof ApiError && error.code === "invalid" ? error.fieldErrors : {};
      applyServerErrors(form, error);
      // The name and the box show their own messages; anything else is said above the button.
      if (!fields.name && !fields.acceptTerms) setFailure(answerFailure(error, FAILED));
    }
  });

  return (
    <form
      {...formProps(changeOrderPagePath(token), submit)}
      className="space-y-5"
      aria-label="Approve this change order"
    >
      <input type="hidden" name="intent" value="approve" />
      <p className="text-slate-700 dark:text-slate-300">
        {isCredit(view.total) ? "You approve a credit of " : "You approve "}
        <strong className="tabular-nums">{formatMoney(Math.abs(Number(view.total)))}</strong>
        {isCredit(view.total) ? ", " : " of added work, "}
        {customerBillingText(view).toLowerCase()}.
      </p>
      <SignatureFields signs="this change order" form={form} refused={refused} posted={posted} />
      <FormFailure failure={failure} boxed />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Approving..." className="w-full sm:w-auto">
        Approve change order
      </SubmitButton>
    </form>
  );
}
