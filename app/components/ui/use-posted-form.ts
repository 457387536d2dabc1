import { useState } from "react";
import type { FormRefusal } from "~/lib/form-post.server";

/**
 * A form that posts natively before its script runs (docs/decisions/0020-forms-post-natively.md): the refused
 * post's field messages (`posted`) and its general message (`failure`) stay until the form is submitted
 * again. `formProps(action, submit)` are the form's own: posted natively to `action`, checked by the script,
 * whose handler clears both messages, then runs the script's submit.
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

  return { posted, failure, setFailure, formProps };
}
