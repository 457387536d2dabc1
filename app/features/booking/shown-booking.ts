import { useLayoutEffect, type RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import { isTicked, TEXT_OPT_IN_FIELD } from "~/lib/text-consent";
import {
  decodeLines,
  LINE_QUANTITY_FIELD,
  LINE_SERVICE_FIELD,
  POSTED_LINES_FIELD,
} from "./booking-post-fields";
import type { BookingInput, BookingRequest } from "./booking.schema";
import { parseQuantityInput, setLineQuantity, type BookableService, type CartLine } from "./cart";
import type { PostedBooking } from "./posted-booking";

const TEXT_FIELDS = ["name", "email", "phone", "address", "date", "time", "details"] as const;

/** `?serviceId=` preselects a service when it is one of the listed ones. */
export function preselectedLines(services: readonly BookableService[], serviceId: string | null): CartLine[] {
  const service = services.find((candidate) => String(candidate.id) === serviceId);
  return service ? [{ serviceId: service.id, quantity: 1 }] : [];
}

/**
 * The form's first values: what a post without script came back with (its services still listed), else an
 * empty form with the signed-in person's email and the service of `?serviceId=`.
 */
export function initialBooking(
  services: readonly BookableService[],
  serviceId: string | null,
  defaultEmail: string | undefined,
  posted: PostedBooking | undefined,
): Required<BookingInput> {
  const values = posted?.values ?? {};
  const listed = (line: CartLine) => services.some((service) => service.id === line.serviceId);
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? ""]));
  return {
    ...(text as Record<(typeof TEXT_FIELDS)[number], string>),
    email: values.email ?? defaultEmail ?? "",
    // Unticked unless the customer ticked it in the post that came back.
    textOptIn: isTicked(values[TEXT_OPT_IN_FIELD]),
    services: posted
      ? decodeLines(values[POSTED_LINES_FIELD]).filter(listed)
      : preselectedLines(services, serviceId),
  };
}

/**
 * What the visitor typed or chose before the form's code took the page over: React keeps it on screen as it
 * hydrates, but not in the form's state, which would send (or draw again) what the server rendered. Read
 * once, as the form hydrates: the text fields, the native date and time, and the services' quantities.
 */
export function useAdoptShownValues(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturn<BookingInput, unknown, BookingRequest>,
) {
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const field of TEXT_FIELDS) {
      const control = element.elements.namedItem(field);
      const shown = control && "value" in control ? control.value : undefined;
      if (typeof shown === "string" && shown !== form.getValues(field)) form.setValue(field, shown);
    }
    const box = element.elements.namedItem(TEXT_OPT_IN_FIELD);
    if (box instanceof HTMLInputElement && box.checked !== form.getValues("textOptIn"))
      form.setValue("textOptIn", box.checked);
    const lines = shownLines(element, form.getValues("services") as CartLine[]);
    if (lines) form.setValue("services", lines);
    // Once, at hydration: later changes come through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The lines with the quantities shown in their fields, or null when they are the ones rendered. */
function shownLines(element: HTMLFormElement, rendered: CartLine[]): CartLine[] | null {
  const values = (name: string) =>
    Array.from(element.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`), (input) => input.value);
  const ids = values(LINE_SERVICE_FIELD);
  const quantities = values(LINE_QUANTITY_FIELD);
  let lines = rendered;
  ids.forEach((id, index) => {
    const typed = parseQuantityInput(quantities[index] ?? "");
    const line = lines.find((candidate) => String(candidate.serviceId) === id);
    if (line && typed !== null && typed !== line.quantity)
      lines = setLineQuantity(lines, line.serviceId, typed);
  });
  return lines === rendered ? null : lines;
}
