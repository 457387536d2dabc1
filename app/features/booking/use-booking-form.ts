import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import { book } from "./api";
import { bookingFailure } from "./booking-failure";
import { bookingSchema, type BookingInput } from "./booking.schema";
import { addLine, removeLine, setLineQuantity, type CartLine } from "./cart";
import { useAvailability, useBookingWindow } from "./use-availability";

type ContactField = "name" | "email" | "phone" | "address" | "date" | "time" | "details";
type BookingField = ContactField | "services";

/**
 * The booking form's state, on the site's form idiom (useZodForm with the API's schema): values kept on
 * every error, the schema's messages under the fields, the server's too, and the busy state reset whenever
 * the booking fails. On success the browser goes to the checkout the server made (or straight to the
 * thank-you page when nothing is due).
 */
export function useBookingForm({
  defaultEmail,
  initialLines,
}: {
  defaultEmail?: string;
  initialLines: CartLine[];
}) {
  const form = useZodForm(bookingSchema, {
    defaultValues: {
      name: "",
      email: defaultEmail ?? "",
      phone: "",
      address: "",
      date: "",
      time: "",
      details: "",
      services: initialLines,
    },
    shouldFocusError: false,
  });
  // The page stays busy while the browser leaves for the checkout, beyond the submission itself.
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;
  // Each refused submission moves the focus to the first field in error: the form's own checks count in
  // submitCount (published with their errors), the server's refusals here.
  const [serverRefusals, setServerRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const values = form.watch() as Required<BookingInput>;
  const lines = values.services as CartLine[];
  const slots = useAvailability(values.date);
  const bookable = useBookingWindow();
  const errors: Partial<Record<BookingField, string>> = fieldMessages(form.formState.errors);

  useFormFocus(formRef, busy, form.formState.submitCount + serverRefusals);

  // A time the newly chosen day does not offer at all (outside its hours) is cleared rather than kept
  // unseen behind the select; a taken one stays, marked, for the customer to change.
  const offered = slots.availability?.date === values.date ? slots.availability.slots : undefined;
  useEffect(() => {
    if (offered && values.time && !offered.some((slot) => slot.time === values.time))
      form.setValue("time", "");
  }, [offered, values.time, form]);

  function setField(field: ContactField, value: string) {
    // A field in error is checked again as it changes, so that the message goes once it is fixed.
    form.setValue(field, value, { shouldValidate: Boolean(errors[field]) });
  }

  function changeLines(next: CartLine[]) {
    form.setValue("services", next);
    if (next.length > 0) form.clearErrors("services");
  }

  const cart = {
    lines,
    add: (serviceId: number) => changeLines(addLine(lines, serviceId)),
    setQuantity: (serviceId: number, quantity: number) =>
      changeLines(setLineQuantity(lines, serviceId, quantity)),
    remove: (serviceId: number) => changeLines(removeLine(lines, serviceId)),
  };

  function refuse(fieldErrors: Partial<Record<BookingField, string>>) {
    for (const [field, message] of Object.entries(fieldErrors)) {
      form.setError(field as BookingField, { type: "server", message });
    }
    setServerRefusals((n) => n + 1);
  }

  const submit = form.handleSubmit(
    async () => {
      try {
        const booking = await book(form.getValues());
        setLeaving(true);
        window.location.assign(booking.url);
      } catch (error) {
        onFailure(error);
      }
    },
    () => {
      if (form.getValues("services").length === 0) noServicesToast();
    },
  );

  function noServicesToast() {
    toast({
      title: "No Services Selected",
      description: "Please select at least one service to continue.",
      variant: "destructive",
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void submit(event);
  }

  function onFailure(error: unknown) {
    const failure = bookingFailure(error);
    if (failure.kind === "fields") {
      // A refused date or time may mean the days on offer changed (a new day off, a full day).
      if (failure.errors.date || failure.errors.time) {
        slots.refresh();
        bookable.refresh();
      }
      return refuse(failure.errors);
    }
    if (failure.kind === "slot-taken") {
      slots.refresh();
      bookable.refresh();
      return refuse({ time: failure.message });
    }
    toast({ title: "Booking Error", description: failure.message, variant: "destructive" });
  }

  /** The props that tie a field component to this form's state. */
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field] ?? "",
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  /** The calendar's choice; the date's message goes once another day is chosen. */
  const setDate = (date: string) => setField("date", date);

  return { values, errors, busy, cart, slots, bookable, bind, setDate, onSubmit, formRef };
}
