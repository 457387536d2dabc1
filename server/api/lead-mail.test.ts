/**
 * A quote request and a message are answered at once by mail with their reference (Q-<id>, M-<id>) and the
 * business's hours and phone, and the owner is alerted with what was asked; each once, whatever the retries
 * and replays; an alert turned off in Settings is not sent; a bot caught by the honeypot gets no mail.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ALERTS_ON, type OwnerAlertSettings } from "~/features/settings/owner-alerts";
import { formatLongDate } from "~/lib/dates";
import { tellAboutLead } from "~/workflows/lead-mail.server";
import { demoSettings } from "~db/demo-data";
import { selectRows } from "~db/rows";
import { createLogger } from "~server/logger";
import { createAdmin, outboxOf, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings, freshDate, newClientIp, postJson } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { mailsTo, waitForMail } from "~tests/support/outbox";
import { setOwnerAlerts } from "~tests/support/owner-alerts";
import { waitForIdleQueue } from "~tests/support/queue";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
const owner = demoSettings.email;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(server.database.db);
  await createAdmin(server, "owner-admin@example.com");
  admin = (await signInAdmin(server, "owner-admin@example.com")).client;
});
afterAll(() => server?.close());

const outbox = () => outboxOf(server);

function quote(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: "Jane Porter",
    email,
    phone: "(325) 555-0199",
    serviceType: "Kitchen Remodeling",
    details: "New cabinets and quartz countertops for a 12x14 kitchen.",
    preferredDate: freshDate(),
    ...extra,
  };
}
const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Sam Carter",
  email,
  phone: "325-555-0123",
  subject: "Deck repair",
  message: "Two boards on our deck are loose. Can you take a look?",
  ...extra,
});

async function send(path: "/api/quotes" | "/api/messages", body: unknown) {
  const res = await postJson(server.url, path, body, newClientIp());
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; reference: string; message: string };
}

/** The owner's alerts naming `text` (the owner gets every alert, so each test looks for its own). */
const alertsAbout = (text: string) => mailsTo(outbox(), owner).filter((mail) => mail.text.includes(text));

const setAlerts = (alerts: Partial<OwnerAlertSettings>) => setOwnerAlerts(admin, alerts);

describe("a quote request", () => {
  it("is answered with its reference, the hours and the phone, and the owner gets what was asked", async () => {
    const email = "quote-ack@example.com";
    const body = quote(email, { estimate: { projectType: "kitchen", size: 120, option: "premium" } });
    const receipt = await send("/api/quotes", body);
    expect(receipt.reference).toBe(`Q-${receipt.id}`);

    const ack = await waitForMail(outbox(), email);
    expect(ack.subject).toBe(`We received your quote request (Q-${receipt.id})`);
    expect(ack.text).toContain(`Hello Jane Porter,`);
    expect(ack.text).toContain(`Your reference: Q-${receipt.id}`);
    expect(ack.text).toContain(`Our hours: ${demoSettings.hours}`);
    expect(ack.text).toContain(`Phone: ${demoSettings.phone}`);
    expect(ack.text).toContain(demoSettings.businessName);

    await expect.poll(() => alertsAbout(`Q-${receipt.id}`).length, { timeout: 10_000 }).toBe(1);
    const [alert] = alertsAbout(`Q-${receipt.id}`);
    expect(alert!.subject).toBe(`New quote request Q-${receipt.id}: Jane Porter`);
    for (const text of [
      `Jane Porter (${email}, (325) 555-0199)`,
      "Service: Kitchen Remodeling",
      `Preferred date: ${formatLongDate(body.preferredDate)}`,
      "Instant estimate: $27,000.00",
      "Photos: 0",
      `Inbox: ${server.url}/admin?tab=inbox&kind=quotes&item=${receipt.id}`,
    ]) {
      expect(alert!.text).toContain(text);
    }
  });

  it("is acknowledged and alerted once when its mail is queued again", async () => {
    const email = "quote-replay@example.com";
    const receipt = await send("/api/quotes", quote(email));
    await waitForMail(outbox(), email);
    const deps = { jobs: server.jobs, logger: createLogger("silent") };
    await tellAboutLead(deps, "quote", receipt.id);
    await tellAboutLead(deps, "quote", receipt.id);
    await waitForIdleQueue(server.database.db);
    expect(mailsTo(outbox(), email)).toHaveLength(1);
    expect(alertsAbout(`Q-${receipt.id}`)).toHaveLength(1);
  });

  it("still gets its acknowledgment when the owner turned quote alerts off", async () => {
    await setAlerts({ quoteRequests: false });
    try {
      const email = "quote-no-alert@example.com";
      const receipt = await send("/api/quotes", quote(email));
      await waitForMail(outbox(), email);
      await waitForIdleQueue(server.database.db);
      expect(alertsAbout(`Q-${receipt.id}`)).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });
});

describe("a message", () => {
  it("is answered with its reference, and the owner gets it with a link to the inbox", async () => {
    const email = "message-ack@example.com";
    const receipt = await send("/api/messages", message(email));
    expect(receipt.reference).toBe(`M-${receipt.id}`);
    const ack = await waitForMail(outbox(), email);
    expect(ack.subject).toBe(`We received your message (M-${receipt.id})`);
    expect(ack.text).toContain(`Your reference: M-${receipt.id}`);
    expect(ack.text).toContain(`Our hours: ${demoSettings.hours}`);
    expect(ack.text).toContain(`Phone: ${demoSettings.phone}`);

    await expect.poll(() => alertsAbout(`M-${receipt.id}`).length, { timeout: 10_000 }).toBe(1);
    const [alert] = alertsAbout(`M-${receipt.id}`);
    expect(alert!.subject).toBe(`New message M-${receipt.id} from Sam Carter`);
    expect(alert!.text).toContain("Subject: Deck repair");
    expect(alert!.text).toContain("Two boards on our deck are loose.");
    expect(alert!.text).toContain(`Inbox: ${server.url}/admin?tab=inbox&kind=messages&item=${receipt.id}`);
  });

  it("is not alerted while message alerts are off", async () => {
    await setAlerts({ messages: false });
    try {
      const email = "message-no-alert@example.com";
      const receipt = await send("/api/messages", message(email));
      await waitForMail(outbox(), email);
      await waitForIdleQueue(server.database.db);
      expect(alertsAbout(`M-${receipt.id}`)).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });

  it("sent while mail cannot be written is mailed once when a retry succeeds", async () => {
    // The outbox folder replaced by a file: every attempt to write a mail fails, as with a mail server down.
    fs.rmSync(outbox(), { recursive: true, force: true });
    fs.writeFileSync(outbox(), "");
    const email = "message-retry@example.com";
    const receipt = await send("/api/messages", message(email));
    const id = String(receipt.id);
    const states = () =>
      selectRows<{ name: string; state: string }>(
        server.database.db,
        sql`select name, state::text from pgboss.job
            where (name = 'mail.lead-acknowledgment' and data->>'lead' = 'message' and data->>'id' = ${id})
               or (name = 'mail.owner-alert' and data->>'messageId' = ${id})`,
      );
    try {
      await expect
        .poll(async () => (await states()).map((job) => job.state), { timeout: 10_000 })
        .toEqual(["retry", "retry"]);
    } finally {
      fs.rmSync(outbox());
    }
    await server.database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
    await waitForMail(outbox(), email);
    await expect.poll(() => alertsAbout(`M-${receipt.id}`).length, { timeout: 10_000 }).toBe(1);
    await waitForIdleQueue(server.database.db);
    expect(mailsTo(outbox(), email)).toHaveLength(1);
    expect(alertsAbout(`M-${receipt.id}`)).toHaveLength(1);
  });

  it("caught by the honeypot gets a reference and no mail, and nobody is alerted", async () => {
    const email = "message-bot@example.com";
    const receipt = await send("/api/messages", message(email, { company: "Acme SEO Ltd" }));
    expect(receipt.reference).toMatch(/^M-\d+$/);
    await waitForIdleQueue(server.database.db);
    expect(mailsTo(outbox(), email)).toHaveLength(0);
    expect(alertsAbout(email)).toHaveLength(0);
  });
});

describe("the alerts' settings", () => {
  it("are all on at first, saved per kind, and refused with a field message when not true or false", async () => {
    const read = async () =>
      ((await (await admin.fetch("/api/admin/contact-info")).json()) as { alerts: unknown }).alerts;
    expect(await read()).toEqual(ALL_ALERTS_ON);
    await setAlerts({ reviews: false, estimateViews: false });
    expect(await read()).toEqual({ ...ALL_ALERTS_ON, reviews: false, estimateViews: false });
    // A request without them leaves them as they are.
    const { alerts: _kept, ...rest } = (await (await admin.fetch("/api/admin/contact-info")).json()) as {
      alerts: unknown;
    };
    expect((await admin.post("/api/admin/contact-info", rest)).status).toBe(200);
    expect(await read()).toEqual({ ...ALL_ALERTS_ON, reviews: false, estimateViews: false });
    const bad = await admin.post("/api/admin/contact-info", {
      ...rest,
      alerts: { ...ALL_ALERTS_ON, messages: "yes" },
    });
    expect(bad.status).toBe(400);
    const refusal = (await bad.json()) as { errors?: Record<string, string> };
    expect(Object.keys(refusal.errors ?? {}).some((name) => name.startsWith("alerts"))).toBe(true);
    await setAlerts({});
    expect(await read()).toEqual(ALL_ALERTS_ON);
  });
});
