/**
 * A local stand-in for the Stripe API endpoints the site calls, speaking Stripe's protocol (form-encoded
 * requests, JSON answers, Stripe's error shape), so the real SDK runs unchanged against it.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items: Array<{ name: string; amount: number; quantity: number }>;
  /** The ways to pay the session was limited to at creation, or null (the account's own). */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_method_options: Record<string, unknown>;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  reason: string | null;
  metadata: Record<string, string>;
  status: "succeeded";
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Refunds made, once each per idempotency key, as Stripe keeps them. */
  refunds: FakeRefund[];
  /** Make the next session creation fail with a Stripe API error (HTTP status). */
  failNextCreate(status?: number): void;
  /** Make the next refund fail with a Stripe API error (HTTP status). */
  failNextRefund(status?: number): void;
  /**
   * Until called with `false`: every refund call fails with a 503 that asks not to be retried at once, as
   * when Stripe cannot be reached (no refund is made and nothing is kept under the key). Counts the calls.
   */
  refundsDown(down: boolean): void;
  /** Refund calls answered with an error while refunds were down. */
  refusedRefundCalls: number;
  /**
   * Run `meanwhile` after the next refund is made and before Stripe answers the call (a webhook about it
   * arriving before the caller heard back).
   */
  holdNextRefund(meanwhile: (refund: FakeRefund) => Promise<void>): void;
  /** As if the customer paid: the session completes with a payment intent. */
  markPaid(id: string, overrides?: Partial<FakeSession>): FakeSession;
  /** A refund made in Stripe's own dashboard (no metadata of ours). */
  refundInDashboard(paymentIntent: string, amount: number): FakeRefund;
  /** The charge of a payment intent as a `charge.refunded` event carries it (refunds not expanded). */
  charge(paymentIntent: string): Record<string, unknown>;
  /** A signed webhook request body and header for `type` about `session` (or another object). */
  webhook(
    type: string,
    session: FakeSession | Record<string, unknown>,
    secret: string,
    eventId?: string,
  ): { body: string; signature: string };
  close(): Promise<void>;
}

/** `a[b][0][c]=1` form keys into nested objects and arrays. */
function unflatten(form: URLSearchParams) {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (res: http.ServerResponse, status: number, message: string, code?: string) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, code } }));
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const refundByKey = new Map<string, FakeRefund>();
  let failStatus: number | undefined;
  let failRefundStatus: number | undefined;
  let holdRefund: ((refund: FakeRefund) => Promise<void>) | undefined;
  let refundsAreDown = false;
  const counters = { refusedRefundCalls: 0 };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (failStatus) {
          const status = failStatus;
          failStatus = undefined;
          return stripeError(res, status, "Simulated failure");
        }
        const key = req.headers["idempotency-key"];
        const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
        if (known) return json(res, sessions.get(known));
        const body = unflatten(new URLSearchParams(raw)) as {
          mode: string;
          line_items: Record<
            string,
            {
              quantity: string;
              price_data: { currency: string; unit_amount: string; product_data: { name: string } };
            }
          >;
          client_reference_id?: string;
          metadata?: Record<string, string>;
          customer_email?: string;
          expires_at: string;
          success_url: string;
          cancel_url: string;
          allowed_payment_method_types?: Record<string, string>;
          payment_method_options?: Record<string, unknown>;
        };
        const allowed = body.allowed_payment_method_types
          ? Object.values(body.allowed_payment_method_types)
          : null;
        const lines = Object.values(body.line_items ?? {}).map((l) => ({
          name: l.price_data.product_data.name,
          amount: Number(l.price_data.unit_amount),
          quantity: Number(l.quantity),
          currency: l.price_data.currency,
        }));
        const id = `cs_test_${crypto.randomBytes(12).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: body.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: lines.reduce((sum, l) => sum + l.amount * l.quantity, 0),
          currency: lines[0]?.currency ?? "usd",
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          customer_email: body.customer_email ?? null,
          expires_at: Number(body.expires_at),
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          payment_intent: null,
          line_items: lines.map(({ name, amount, quantity }) => ({ name, amount, quantity })),
          allowed_payment_method_types: allowed,
          payment_method_types: allowed ?? ["card"],
          payment_method_options: body.payment_method_options ?? {},
        };
        sessions.set(id, session);
        if (typeof key === "string") byIdempotencyKey.set(key, id);
        return json(res, session);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        if (refundsAreDown) {
          counters.refusedRefundCalls++;
          res.setHeader("stripe-should-retry", "false");
          return stripeError(res, 503, "Simulated outage: refunds are unavailable");
        }
        if (failRefundStatus) {
          const status = failRefundStatus;
          failRefundStatus = undefined;
          return stripeError(res, status, "Simulated refund failure");
        }
        const key = req.headers["idempotency-key"];
        const known = typeof key === "string" ? refundByKey.get(key) : undefined;
        if (known) return json(res, known);
        const body = unflatten(new URLSearchParams(raw)) as {
          payment_intent?: string;
          amount?: string;
          reason?: string;
          metadata?: Record<string, string>;
        };
        const paid = [...sessions.values()].find(
          (s) => s.payment_intent !== null && s.payment_intent === body.payment_intent,
        );
        if (!paid) {
          return stripeError(
            res,
            404,
            `No such payment_intent: '${body.payment_intent}'`,
            "resource_missing",
          );
        }
        const already = refunds
          .filter((r) => r.payment_intent === paid.payment_intent)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount ? Number(body.amount) : paid.amount_total - already;
        if (amount + already > paid.amount_total) {
          return stripeError(
            res,
            400,
            "Refund amount is greater than the unrefunded amount.",
            "amount_too_large",
          );
        }
        const refund: FakeRefund = {
          id: `re_test_${crypto.randomBytes(10).toString("hex")}`,
          object: "refund",
          payment_intent: paid.payment_intent!,
          amount,
          reason: body.reason ?? null,
          metadata: body.metadata ?? {},
          status: "succeeded",
        };
        refunds.push(refund);
        if (typeof key === "string") refundByKey.set(key, refund);
        const hold = holdRefund;
        holdRefund = undefined;
        if (hold) {
          void hold(refund).finally(() => json(res, refund));
          return;
        }
        return json(res, refund);
      }
      if (req.method === "GET" && url.pathname === "/v1/refunds") {
        const intent = url.searchParams.get("payment_intent");
        const data = refunds.filter((r) => intent === null || r.payment_intent === intent).reverse();
        return json(res, { object: "list", url: "/v1/refunds", has_more: false, data });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === "POST" && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]!));
        if (!session)
          return stripeError(res, 404, `No such checkout.session: '${expire[1]}'`, "resource_missing");
        if (session.status !== "open") return stripeError(res, 400, "Only open sessions can be expired.");
        session.status = "expired";
        return json(res, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session)
          return stripeError(res, 404, `No such checkout.session: '${match[1]}'`, "resource_missing");
        return json(res, session);
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe("sk_test_fake");

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    failNextCreate(status = 500) {
      failStatus = status;
    },
    failNextRefund(status = 500) {
      failRefundStatus = status;
    },
    refundsDown(down) {
      refundsAreDown = down;
    },
    get refusedRefundCalls() {
      return counters.refusedRefundCalls;
    },
    holdNextRefund(meanwhile) {
      holdRefund = meanwhile;
    },
    refundInDashboard(paymentIntent, amount) {
      const refund: FakeRefund = {
        id: `re_test_${crypto.randomBytes(10).toString("hex")}`,
        object: "refund",
        payment_intent: paymentIntent,
        amount,
        reason: "requested_by_customer",
        metadata: {},
        status: "succeeded",
      };
      refunds.push(refund);
      return refund;
    },
    charge(paymentIntent) {
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      const refunded = refunds
        .filter((r) => r.payment_intent === paymentIntent)
        .reduce((sum, r) => sum + r.amount, 0);
      return {
        id: `ch_${paymentIntent}`,
        object: "charge",
        payment_intent: paymentIntent,
        amount: session?.amount_total ?? 0,
        amount_refunded: refunded,
        refunded: session !== undefined && refunded >= session.amount_total,
        currency: "usd",
      };
    },
    markPaid(id, overrides = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`No fake session ${id}`);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: `pi_test_${crypto.randomBytes(8).toString("hex")}`,
        ...overrides,
      });
      return session;
    },
    webhook(type, session, secret, eventId = `evt_test_${crypto.randomBytes(10).toString("hex")}`) {
      const body = JSON.stringify({
        id: eventId,
        object: "event",
        type,
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: http.ServerResponse, value: unknown) {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}
