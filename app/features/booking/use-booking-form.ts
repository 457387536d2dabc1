import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import { useHydrated } from "~/lib/use-hydrated";
import { book } from "./api";
import { bookingFailure } from "./booking-failure";
import { applyIntent, INTENT_FIELD, PICKED_SERVICE_FIELD } from "./booking-post-fields";
import { bookingSchema, type BookingInput } from "./booking.schema";
import { setLineQuantity, type BookableService, type CartLine } from "./cart";
import type { PostedBooking } from "./posted-booking";
import { initialBooking, useAdoptShownValues } from "./shown-booking";
import { useAvailability, useBookingWindow } from "./use-availability";

export type ContactField = "name" | "email" | "phone" | "address" | "date" | "time" | "details";
type BookingField = ContactField | "services";
/** The fields in the order they are shown: the first in error takes the focus. */
const FIELD_ORDER: BookingField[] = [
  "name",
  "email",
  "phone",
  "address",
  "services",
  "date",
  "time",
  "details",
];

/**
 * The booking form's state, on the site's form idiom (useZodForm with the API's schema): values kept on
 * every error, the schema's messages under the fields, the server's too, and the busy state reset whenever
 * the booking fails. On success the browser goes to the checkout the server made (or straight to the
 * thank-you page when nothing is due). A post of the form without script comes back as `posted`: its values,
 * its messages (kept until the field changes or the form is sent again) and the focus on the first field in
 * error.
 */
export function useBookingForm({
  services,
  serviceId,
  defaultEmail,
  posted,
}: {
  services: readonly BookableService[];
  serviceId: string | null;
  defaultEmail?: string;
  posted?: PostedBooking;
}) {
  const [defaultValues] = useState(() => initialBooking(services, serviceId, defaultEmail, posted));
  const form = useZodForm(bookingSchema, { defaultValues, shouldFocusError: false });
  const hydrated = useHydrated();
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [formMessage, setFormMessage] = useState(posted?.refused ? (posted.message ?? null) : null);
  const postedFocus = FIELD_ORDER.find((field) => postedErrors[field]);
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
  const errors: Partial<Record<BookingField, string>> = {
    ...postedErrors,
    ...fieldMessages(form.formState.errors),
  };

  // What was typed or chosen before this code took the page over (React keeps it on screen, not in the
  // form's state); a submission made meanwhile is made again after this (whenUsed).
  useAdoptShownValues(formRef, form);

  useFormFocus(formRef, busy, form.formState.submitCount + serverRefusals);

  // A time the newly chosen day does not offer at all (outside its hours) is cleared rather than kept
  // unseen behind the select; a taken one stays, marked, for the customer to change.
  const offered = slots.availability?.date === values.date ? slots.availability.slots : undefined;
  useEffect(() => {
    if (offered && values.time && !offered.some((slot) => slot.time === values.time))
      form.setValue("time", "");
  }, [offered, values.time, form]);

  function setField(field: ContactField, value: string) {
    if (postedErrors[field]) setPostedErrors(({ [field]: _gone, ...rest }) => rest);
    // A field in error is checked again as it changes, so that the message goes once it is fixed.
    form.setValue(field, value, { shouldValidate: Boolean(errors[field]) });
  }

  function changeLines(next: CartLine[]) {
    form.setValue("services", next);
    if (next.length > 0) {
      form.clearErrors("services");
      setPostedErrors(({ services: _gone, ...rest }) => rest);
    }
  }

  const cart = {
    lines,
    setQuantity: (serviceId: number, quantity: number) =>
      changeLines(setLineQuantity(lines, serviceId, quantity)),
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
    // Add Service and Remove are submit buttons too, for the form without script: here they change the lines.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("name") === INTENT_FIELD ? submitter.getAttribute("value") : null;
    if (intent) {
      const picked = new FormData(event.currentTarget).get(PICKED_SERVICE_FIELD);
      const changed = applyIntent(lines, intent, typeof picked === "string" ? picked : "");
      if (changed) changeLines(changed);
      return;
    }
    setPostedErrors({});
    setFormMessage(null);
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

  /** The box for texts, tied to this form's state (never ticked for the customer). */
  const textOptIn = {
    checked: values.textOptIn === true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setValue("textOptIn", event.target.checked),
  };

  /** The props that tie a field component to this form's state. */
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field] ?? "",
    error: errors[field],
    autoFocus: field === postedFocus || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  /** The calendar's choice; the date's message goes once another day is chosen. */
  const setDate = (date: string) => setField("date", date);

  return {
    values,
    errors,
    busy,
    hydrated,
    formMessage,
    postedFocus,
    cart,
    slots,
    bookable,
    bind,
    textOptIn,
    setDate,
    onSubmit,
    formRef,
  };
}
