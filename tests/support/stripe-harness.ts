/**
 * A test server taking payments through the real Stripe SDK against the local Stripe stand-in, with
 * webhooks signed as Stripe signs them, and the requests a customer's booking makes of it.
 */
import { expect } from "vitest";
import { appointmentsOfBooking, bookingBody, ensureSettings, makeService, postJson } from "./booking";
import { startFakeStripe, type FakeSession, type FakeStripe } from "./fake-stripe";
import { readOutbox } from "./outbox";
import { startTestServer, type TestServer } from "./test-server";

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_fake";

export interface StripeHarness {
  stripe: FakeStripe;
  server: TestServer;
  /** A booking of a new service with its open checkout session at the fake. */
  newBooking(
    email: string,
    options?: { basePrice?: string; name?: string; date?: string; time?: string },
  ): Promise<{
    sessionId: string;
    url: string;
    appointmentId: number;
    bookingId: number;
    session: FakeSession;
  }>;
  /** Stripe's signed webhook delivery of `type` about `session`. */
  deliver(
    type: string,
    session: FakeSession | Record<string, unknown>,
    eventId?: string,
    secret?: string,
  ): Promise<Response>;
  statuses(bookingId: number): Promise<string[]>;
  /** Mail in the outbox to `to` whose subject matches. */
  mailTo(to: string, subject: RegExp): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
}

export async function startStripeHarness(): Promise<StripeHarness> {
  const stripe = await startFakeStripe();
  const server = await startTestServer({
    env: {
      TRUST_PROXY: "1",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  const db = server.database.db;
  await ensureSettings(db);
  return {
    stripe,
    server,
    async newBooking(email, { basePrice = "200.00", name = "Fence Repair", ...slot } = {}) {
      const service = await makeService(db, { basePrice, name });
      const res = await postJson(
        server.url,
        "/api/book",
        bookingBody([{ serviceId: service }], { email, ...slot }),
      );
      expect(res.status).toBe(201);
      const body = (await res.json()) as {
        sessionId: string;
        url: string;
        appointmentId: number;
        bookingId: number;
      };
      return { ...body, session: stripe.sessions.get(body.sessionId)! };
    },
    deliver(type, session, eventId, secret = WEBHOOK_SECRET) {
      const { body, signature } = stripe.webhook(type, session, secret, eventId);
      return fetch(`${server.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
    },
    async statuses(bookingId) {
      return (await appointmentsOfBooking(db, bookingId)).map((a) => a.status);
    },
    mailTo(to, subject) {
      return readOutbox(`${server.dataDir}/outbox`).filter((m) => m.to === to && subject.test(m.subject));
    },
    async close() {
      await server.close();
      await stripe.close();
    },
  };
}
