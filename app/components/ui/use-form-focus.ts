import { type RefObject, useEffect, useRef } from "react";

/**
 * Keeps keyboard and screen-reader users in place around a form submission: after a refused submission
 * (`attempt` grows) the first field in error takes the focus so that its message is read; when the busy
 * state ends, the submit button (disabled meanwhile, so it lost the focus) gets it back unless a field has
 * taken it.
 */
export function useFormFocus(formRef: RefObject<HTMLFormElement | null>, busy: boolean, attempt: number) {
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);

  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    }
    wasBusy.current = busy;
  }, [busy, formRef]);
}
