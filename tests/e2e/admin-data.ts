import { expect, request, type APIRequestContext } from "@playwright/test";
import { randomOpenSlot } from "./visit-days";

/**
 * Data for the back-office specs, made the way visitors make it: bookings through POST /api/book and the
 * built-in test checkout, quote requests and messages through the public forms' API. Each test its own.
 */
export async function visitorApi(baseURL: string) {
  // A fresh address per visitor: the public forms and bookings are rate limited per address.
  const bytes = Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1);
  return request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.${bytes.join(".")}` } });
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/** A visitor with an address nobody else uses. */
export function newVisitor(label: string, project: string): Visitor {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase()}-${project}-${id}@example.com`,
    phone: "(325) 555-0188",
  };
}

async function serviceId(api: APIRequestContext, name: string) {
  const services = (await (await api.get("/api/services")).json()) as { id: number; name: string }[];
  return services.find((s) => s.name === name)!.id;
}

/**
 * Books one visit on a free slot of a weekday inside the booking horizon (the back-office specs run after
 * the public ones, so they never take each other's slots; among themselves a taken slot is tried again) and, when `pay` is set, pays its deposit at the test checkout. Answers the appointment's id, date and time.
 */
export async function bookVisit(
  api: APIRequestContext,
  visitor: Visitor,
  { service = "Handyman Services", pay = false, notOn = "" } = {},
) {
  const id = await serviceId(api, service);
  for (let attempt = 0; attempt < 10; attempt++) {
    const { date, time } = randomOpenSlot();
    if (date === notOn) continue; // The caller tells two bookings apart by their date.
    const response = await api.post("/api/book", {
      data: {
        ...visitor,
        date,
        time,
        details: "Back gate sticks.",
        services: [{ serviceId: id, quantity: 1 }],
      },
    });
    if (response.status() === 409) continue; // Someone has that slot; try another.
    expect(response.status(), await response.text()).toBe(201);
    const booked = (await response.json()) as { sessionId: string | null; appointmentId: number };
    if (pay && booked.sessionId) {
      const paid = await api.post(`/api/test-checkout/${booked.sessionId}/pay`);
      expect(paid.status(), await paid.text()).toBe(200);
    }
    return { appointmentId: booked.appointmentId, date, time };
  }
  throw new Error("No free slot found");
}

export async function sendQuote(api: APIRequestContext, visitor: Visitor, details: string) {
  const response = await api.post("/api/quotes", {
    data: { ...visitor, serviceType: "Kitchen Remodeling", details, preferredDate: "2027-03-01" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function sendMessage(api: APIRequestContext, visitor: Visitor, subject: string) {
  const response = await api.post("/api/messages", {
    data: { ...visitor, subject, message: "Do you also repair porch screens?" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
