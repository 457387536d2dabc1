import { useState } from "react";
import type { FormRefusal } from "~/lib/form-post.server";

/**
 * A form that posts natively before its script runs (docs/decisions/0020-forms-post-natively.md): the refused
 * post's field messages (`posted`) and its general message (`failure`) stay until the form is submitted
 * again, a field's message until that field changes (`forget`). `formProps(action, submit)` are the form's
 * own: posted natively to `action`, checked by the script, whose handler clears both messages, then runs the
 * script's submit.
 */
export function usePostedForm(
  refused: FormRefusal | undefined,
  initialFailure: string | null | (() => string | null),
) {
  const [posted, setPosted] = useState(refused);
  const [failure, setFailure] = useState<string | null>(initialFailure);

  const formProps = (action: string, submit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>) => ({
    method: "post" as const,
    action,
    noValidate: true,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      setPosted(undefined);
      setFailure(null);
      void submit(event);
    },
  });

  /** Drops the post's message on `field`, once what it was about has changed. */
  const forget = (field: string) => {
    if (!posted?.errors[field]) return;
    const { [field]: _gone, ...errors } = posted.errors;
    setPosted({ ...posted, errors });
  };

  return { posted, failure, setFailure, formProps, forget };
}
