import { useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { apiRequest } from "~/lib/api-client";
import { firstFieldErrors } from "~/lib/field-errors";
import { bookingFailure } from "./booking-failure";
import { bookingSchema, type BookingInput, type BookingResponse } from "./booking.schema";
import { addLine, removeLine, setLineQuantity, type CartLine } from "./cart";
import { useAvailability } from "./use-availability";

type ContactField = "name" | "email" | "phone" | "date" | "time" | "details";
type BookingField = ContactField | "services";

/**
 * The booking form's state: values kept on every error, the shared schema's messages
 * under the fields, the server's too, and the busy state reset whenever the booking fails. On success the
 * browser goes to the checkout the server made (or straight to the thank-you page when nothing is due).
 */
export function useBookingForm({
  defaultEmail,
  initialLines,
}: {
  defaultEmail?: string;
  initialLines: CartLine[];
}) {
  const [values, setValues] = useState<Record<ContactField, string>>({
    name: "",
    email: defaultEmail ?? "",
    phone: "",
    date: "",
    time: "",
    details: "",
  });
  const [lines, setLines] = useState<CartLine[]>(initialLines);
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const slots = useAvailability(values.date);

  useFormFocus(formRef, busy, attempt);

  function setField(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field in error is checked again as it changes, so that the message goes once it is fixed.
    if (!errors[field]) return;
    const result = bookingSchema.shape[field].safeParse(value);
    setErrors((current) => ({
      ...current,
      [field]: result.success ? undefined : result.error.issues[0]?.message,
    }));
  }

  function changeLines(next: CartLine[]) {
    setLines(next);
    if (next.length > 0) setErrors((current) => ({ ...current, services: undefined }));
  }

  const cart = {
    lines,
    add: (serviceId: number) => changeLines(addLine(lines, serviceId)),
    setQuantity: (serviceId: number, quantity: number) =>
      changeLines(setLineQuantity(lines, serviceId, quantity)),
    remove: (serviceId: number) => changeLines(removeLine(lines, serviceId)),
  };

  function refuse(fieldErrors: Partial<Record<BookingField, string>>) {
    setErrors(fieldErrors);
    setAttempt((n) => n + 1);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input: BookingInput = { ...values, services: lines };
    const result = bookingSchema.safeParse(input);
    if (lines.length === 0) {
      toast({
        title: "No Services Selected",
        description: "Please select at least one service to continue.",
        variant: "destructive",
      });
    }
    if (!result.success) return refuse(firstFieldErrors(result.error));
    setErrors({});
    setBusy(true);
    try {
      const booking = await apiRequest<BookingResponse>("POST", "/api/book", input);
      // The page stays busy while the browser leaves for the checkout.
      window.location.assign(booking.url);
    } catch (error) {
      setBusy(false);
      onFailure(error);
    }
  }

  function onFailure(error: unknown) {
    const failure = bookingFailure(error);
    if (failure.kind === "fields") return refuse(failure.errors);
    if (failure.kind === "slot-taken") {
      slots.refresh();
      return refuse({ time: failure.message });
    }
    toast({ title: "Booking Error", description: failure.message, variant: "destructive" });
  }

  /** The props that tie a field component to this form's state. */
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  return { values, errors, busy, cart, slots, bind, onSubmit, formRef };
}
