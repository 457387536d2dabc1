/** Bookings sent as fast as a client can, for the tests that stop or crash the server under load. */
import http from "node:http";
import { TIME_SLOTS } from "~/features/booking/booking.schema";
import { freshWeekdays } from "./booking";

export type Result =
  | { answered: true; status: number; connection: string | undefined }
  | { answered: false; code: string; midResponse: boolean };
export type Outcome = Result & { path: string; afterNotice: boolean };
export type Booking = { body: string; ip: string; email: string };

let slot = 0;
/**
 * Each booking its own slot (the business takes one visit per slot; open weekdays inside the horizon, every
 * hour) and its own client address.
 */
export function nextBooking(serviceId: number): Booking {
  const n = slot++;
  const dates = freshWeekdays();
  const body = {
    name: "Load Customer",
    email: `load${n}@example.com`,
    phone: "(325) 555-0100",
    date: dates[Math.floor(n / TIME_SLOTS.length) % dates.length],
    time: TIME_SLOTS[n % TIME_SLOTS.length],
    details: "Booked while the server stops.",
    services: [{ serviceId, quantity: 1 }],
  };
  return {
    body: JSON.stringify(body),
    email: body.email,
    ip: `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  };
}

/** A GET, or a booking's POST: answered when the whole body arrived, else how it failed. */
export function send(agent: http.Agent, port: number, path: string, booking?: Booking) {
  return new Promise<Result>((resolve) => {
    const failed = (midResponse: boolean) => (error: NodeJS.ErrnoException) =>
      resolve({ answered: false, code: error.code ?? error.message, midResponse });
    const req = http.request({
      agent,
      port,
      host: "127.0.0.1",
      method: booking ? "POST" : "GET",
      path,
      headers: booking ? { "content-type": "application/json", "x-forwarded-for": booking.ip } : {},
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ answered: true, status: res.statusCode!, connection: res.headers.connection }),
      );
      res.on("error", failed(true));
    });
    req.on("error", failed(false));
    req.end(booking?.body);
  });
}
