/** POST /api/book refuses bad input with the booking form's messages, storing nothing. */
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICES_MESSAGE, TIME_SLOTS } from "~/features/booking/booking.schema";
import { TOO_LARGE } from "~/features/booking/booking.server";
import { businessClock, businessToday } from "~/lib/dates";
import { bookings } from "~db/schema";
import { bookingBody, makeService } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";

const t = bookingTestServer();
const { db, book } = t;

describe("POST /api/book", () => {
  describe("refuses bad input with the form's messages, storing nothing", () => {
    let service: number;
    beforeAll(async () => {
      service = await makeService(db());
    });
    const cases: Array<[string, (s: number) => Record<string, unknown>, Record<string, string>]> = [
      ["quantity 0", (s) => bookingBody([{ serviceId: s, quantity: 0 }]), { services: SERVICES_MESSAGE }],
      ["quantity -1", (s) => bookingBody([{ serviceId: s, quantity: -1 }]), { services: SERVICES_MESSAGE }],
      ["quantity 1.5", (s) => bookingBody([{ serviceId: s, quantity: 1.5 }]), { services: SERVICES_MESSAGE }],
      [
        "quantity abc",
        (s) => ({ ...bookingBody([]), services: [{ serviceId: s, quantity: "abc" }] }),
        { services: SERVICES_MESSAGE },
      ],
      [
        "quantity 100",
        (s) => bookingBody([{ serviceId: s, quantity: 100 }]),
        { services: "Quantity must be at most 99" },
      ],
      [
        "quantity 1,000,000",
        (s) => bookingBody([{ serviceId: s, quantity: 1_000_000 }]),
        { services: "Quantity must be at most 99" },
      ],
      [
        "a quantity past the integer column",
        (s) => bookingBody([{ serviceId: s, quantity: 2 ** 31 }]),
        { services: "Quantity must be at most 99" },
      ],
      [
        "a quantity too large for a number",
        (s) => ({ ...bookingBody([]), services: [{ serviceId: s, quantity: "1e400" }] }),
        { services: SERVICES_MESSAGE },
      ],
      ["no services", () => bookingBody([]), { services: SERVICES_MESSAGE }],
      [
        "missing fields",
        () => ({}),
        {
          name: "Full name is required",
          email: "Valid email is required",
          phone: "Valid phone number is required",
          date: "Please select a date",
          time: "Please select a time",
          services: SERVICES_MESSAGE,
        },
      ],
      [
        "a time off the slots",
        (s) => bookingBody([{ serviceId: s }], { time: "08:30" }),
        { time: "Please select a time" },
      ],
      [
        "an address over 200 characters",
        (s) => bookingBody([{ serviceId: s }], { address: "1402 Elm Street ".repeat(13) }),
        { address: "Visit address must be at most 200 characters" },
      ],
      [
        "an address that is not text",
        (s) => bookingBody([{ serviceId: s }], { address: 1402 }),
        { address: expect.any(String) },
      ],
      [
        "a past date",
        (s) => bookingBody([{ serviceId: s }], { date: "2020-01-06" }),
        { date: "Please select a date that is today or later" },
      ],
      [
        "a bad date",
        (s) => bookingBody([{ serviceId: s }], { date: "2030-02-30" }),
        { date: "Please select a date" },
      ],
    ];
    it.each(cases)("%s", async (_name, body, errors) => {
      const before = await db().$count(bookings);
      const res = await book(body(service));
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.message).toEqual(expect.any(String));
      expect(answer.errors).toMatchObject(errors);
      expect(await db().$count(bookings)).toBe(before);
    });

    it("an unknown or inactive service", async () => {
      const inactive = await makeService(db(), { isActive: false });
      for (const id of [inactive, 987_654]) {
        const res = await book(bookingBody([{ serviceId: service }, { serviceId: id }]));
        expect(res.status).toBe(400);
        expect((await res.json()).errors.services).toEqual(expect.any(String));
      }
    });

    it("a merged quantity over the limit", async () => {
      const res = await book(
        bookingBody([
          { serviceId: service, quantity: 60 },
          { serviceId: service, quantity: 60 },
        ]),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors.services).toBe("Quantity must be at most 99");
    });

    it("a booking whose total does not fit the money columns, by quantity or by lines", async () => {
      const priciest = await makeService(db(), { name: "Ranch House Build", basePrice: "99999999.99" });
      const pool = await makeService(db(), { name: "Pool Build", basePrice: "50000000.00" });
      const before = await db().$count(bookings);
      for (const lines of [
        [{ serviceId: priciest, quantity: 2 }],
        [{ serviceId: priciest }, { serviceId: pool }],
        [{ serviceId: priciest, quantity: 99 }],
      ]) {
        const res = await book(bookingBody(lines));
        expect(res.status).toBe(400);
        expect((await res.json()).errors).toEqual({ services: TOO_LARGE });
      }
      expect(await db().$count(bookings)).toBe(before);
      // The largest amount the columns hold is still booked.
      expect((await book(bookingBody([{ serviceId: priciest }]))).status).toBe(201);
    });

    it("a slot of today that has begun", async () => {
      // 09:00 has begun by 09:00 business time; before then, no slot of today is past, so nothing to check.
      const begun = TIME_SLOTS.filter((t) => t <= businessClock());
      if (begun.length === 0) return;
      const res = await book(
        bookingBody([{ serviceId: service }], { date: businessToday(), time: begun[0] }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors.time).toEqual(expect.any(String));
    });

    it("a body that is not an object, or not JSON", async () => {
      const res = await fetch(`${t.server().url}/api/book`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: t.server().url,
          "x-forwarded-for": "192.0.2.200",
        },
        body: "{not json",
      });
      expect(res.status).toBe(400);
      expect((await book([1, 2])).status).toBe(400);
    });
  });
});
