/**
 * The back office's change orders through the API (docs/change-orders.md): written on a job and numbered
 * CO-1, CO-2 (at once too), the field messages, a draft rewritten and deleted and a sent one never, sending
 * (the mail with the link and the PDF, again on "send again"), the PDF, and who may call each route.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChangeOrderView } from "~/features/change-orders/change-order-view";
import {
  CHANGE_ORDER_PRICE,
  CREDIT_BILLED_NOW,
  PHOTO_NOT_UPLOADED,
} from "~/features/change-orders/change-order.schema";
import { addDays, businessToday } from "~/lib/dates";
import { changeOrders, estimates } from "~db/schema";
import {
  changeOrderBody,
  changeOrderTestServer,
  draftChangeOrder,
  newJob,
  sentChangeOrder,
} from "~tests/support/change-orders";
import { sentEstimate } from "~tests/support/estimate-jobs";
import { attachmentOf, linkIn, mailsTo, waitForMail } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";

const site = changeOrderTestServer();
const db = () => site().server.database.db;
const outbox = () => `${site().server.dataDir}/outbox`;
const create = (estimateId: number, body: unknown) =>
  site().admin.post(`/api/admin/jobs/${estimateId}/change-orders`, body);
const read = async (id: number) =>
  (await (await site().admin.fetch(`/api/admin/change-orders/${id}`)).json()) as ChangeOrderView;
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("writing a change order on a job", () => {
  it("numbers the job's change orders CO-1, CO-2 and answers the draft with its total", async () => {
    const job = await newJob(site());
    const first = await create(job.id, changeOrderBody());
    expect(first.status).toBe(201);
    const created = await first.json();
    // 2 × $600.00 of work, less a $300.00 credit.
    expect(created).toEqual({ id: expect.any(Number), number: "CO-1", status: "draft", total: "900.00" });
    expect((await draftChangeOrder(site(), job.id)).number).toBe("CO-2");

    const view = await read(created.id);
    expect(view).toMatchObject({
      estimateId: job.id,
      number: "CO-1",
      title: "Replace rotten subfloor",
      reason: "Water damage found under the old vanity.",
      status: "draft",
      total: "900.00",
      daysAdded: 3,
      billing: "next_invoice",
      estimate: { number: job.number, title: "Kitchen refresh" },
      customer: { id: job.customerId, name: job.customer.name, email: job.customer.email },
      sentAt: null,
      signature: null,
      invoice: null,
    });
    expect(view.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.total])).toEqual([
      ["Subfloor replacement", 2, "600.00", "1200.00"],
      ["Vanity tile not needed", 1, "-300.00", "-300.00"],
    ]);
    // Another job counts from CO-1 again.
    expect((await draftChangeOrder(site(), (await newJob(site())).id)).number).toBe("CO-1");
  });

  it("gives change orders written at the same moment distinct numbers", async () => {
    const job = await newJob(site());
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(job.id, changeOrderBody())));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { number: string }).number),
    );
    expect(numbers.sort()).toEqual(["CO-1", "CO-2", "CO-3", "CO-4", "CO-5"]);
  });

  it("keeps the photos uploaded with the editor, in order, and refuses any other address at its field", async () => {
    const job = await newJob(site());
    const photos = ["a", "b"].map((c) => `/uploads/${c.repeat(32)}-1200.webp`);
    const { id } = await draftChangeOrder(site(), job.id, { photos });
    expect((await read(id)).photos).toEqual(photos);
    for (const photo of [
      "https://example.com/rot.jpg",
      "/uploads/../../etc/passwd",
      "data:image/png;base64,AA",
    ]) {
      const res = await create(job.id, changeOrderBody({ photos: [photos[0]!, photo] }));
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual({ "photos.1": PHOTO_NOT_UPLOADED });
    }
  });

  it("refuses with a field message: a credit billed on its own, no lines, a price that is not one", async () => {
    const job = await newJob(site());
    const credit = await create(
      job.id,
      changeOrderBody({
        billing: "invoice_now",
        lines: [{ description: "Skip the backsplash", quantity: 1, unit: "job", unitPrice: "-450.00" }],
      }),
    );
    expect(credit.status).toBe(400);
    expect(await errorsOf(credit)).toEqual({ billing: CREDIT_BILLED_NOW });

    const empty = await create(job.id, changeOrderBody({ lines: [] }));
    expect(empty.status).toBe(400);
    expect(await errorsOf(empty)).toEqual({ lines: "Add at least one line" });

    for (const unitPrice of ["12,50", "abc", "1.234", "--5"]) {
      const res = await create(
        job.id,
        changeOrderBody({ lines: [{ description: "Extra outlet", quantity: 1, unit: "each", unitPrice }] }),
      );
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual({ "lines.0.unitPrice": CHANGE_ORDER_PRICE });
    }
    const past = await create(job.id, changeOrderBody({ validUntil: addDays(businessToday(), -1) }));
    expect(await errorsOf(past)).toEqual({ validUntil: "The valid-until date cannot be in the past" });
    // Nothing was written by the refusals.
    expect(await db().$count(changeOrders, eq(changeOrders.estimateId, job.id))).toBe(0);
  });

  it("writes change orders only on a job: 404 for no estimate, 409 for one not approved or a job closed", async () => {
    const missing = await create(999_999, changeOrderBody());
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe("Estimate not found");

    const { estimate } = await sentEstimate({ db: db(), admin: site().admin, anonymous: site().anonymous });
    const notJob = await create(estimate.id, changeOrderBody());
    expect(notJob.status).toBe(409);
    expect(await message(notJob)).toBe(
      "Change orders are written on a job: only an approved or scheduled estimate is one.",
    );

    const job = await newJob(site());
    await db().update(estimates).set({ closedAt: new Date() }).where(eq(estimates.id, job.id));
    const closed = await create(job.id, changeOrderBody());
    expect(closed.status).toBe(409);
    expect(await message(closed)).toBe("This job is closed: it takes no more change orders.");
  });
});

describe("a draft and a sent change order", () => {
  it("rewrites and deletes a draft; a sent one never changes nor goes (409)", async () => {
    const job = await newJob(site());
    const { id } = await draftChangeOrder(site(), job.id);
    const body = changeOrderBody({
      title: "Replace rotten subfloor and joist",
      lines: [{ description: "Sister one joist", quantity: 1, unit: "job", unitPrice: "350.00" }],
      billing: "invoice_now",
      daysAdded: 1,
    });
    const put = await site().admin.fetch(`/api/admin/change-orders/${id}`, { method: "PUT", json: body });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await put.json()).toMatchObject({
      title: "Replace rotten subfloor and joist",
      total: "350.00",
      billing: "invoice_now",
      daysAdded: 1,
      lines: [{ description: "Sister one joist", total: "350.00" }],
    });

    const gone = await draftChangeOrder(site(), job.id);
    const deleted = await site().admin.fetch(`/api/admin/change-orders/${gone.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await site().admin.fetch(`/api/admin/change-orders/${gone.id}`)).status).toBe(404);

    expect((await site().admin.post(`/api/admin/change-orders/${id}/send`)).status).toBe(200);
    const rewrite = await site().admin.fetch(`/api/admin/change-orders/${id}`, { method: "PUT", json: body });
    expect(rewrite.status).toBe(409);
    expect(await message(rewrite)).toBe(
      "A change order that was sent never changes: write another one to correct it.",
    );
    const remove = await site().admin.fetch(`/api/admin/change-orders/${id}`, { method: "DELETE" });
    expect(remove.status).toBe(409);
    expect(await message(remove)).toBe(
      "A change order that was sent is kept on the job's record: write another one to correct it.",
    );
    expect((await read(id)).status).toBe("sent");
  });

  it("answers 404 for a change order that does not exist, on every route", async () => {
    const { admin } = site();
    for (const res of [
      await admin.fetch("/api/admin/change-orders/999999"),
      await admin.fetch("/api/admin/change-orders/999999", { method: "PUT", json: changeOrderBody() }),
      await admin.fetch("/api/admin/change-orders/999999", { method: "DELETE" }),
      await admin.post("/api/admin/change-orders/999999/send"),
      await admin.fetch("/api/admin/change-orders/999999/pdf"),
    ]) {
      expect(res.status).toBe(404);
      expect(await message(res)).toBe("Change order not found");
    }
  });
});

describe("sending", () => {
  it("mails the customer the link and the PDF; sending again mails it again with the same link", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id);
    expect(view).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    const email = job.customer.email;
    const subject = /^Change order CO-1 from /;
    const mail = await waitForMail(outbox(), email, { subject });
    expect(mail.subject).toMatch(/: Replace rotten subfloor$/);
    expect(linkIn(mail)).toBe(`${site().server.url}/change-orders/${token}`);
    expect(mail.text).toContain(`change order CO-1 for estimate #${job.number} (Kitchen refresh)`);
    expect(mail.text).toContain("Total: $900.00");
    expect(mail.text).toContain("Days added: 3 days");
    expect(mail.text).toContain("Billing: Added to the next invoice");
    const pdf = attachmentOf(mail, `estimate-${job.number}-CO-1.pdf`)!;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pdfText(pdf)).toContain(
      `Change order CO-1 for estimate #${job.number} — Replace rotten subfloor`,
    );

    const again = await site().admin.post(`/api/admin/change-orders/${view.id}/send`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as ChangeOrderView).sentAt).toBe(view.sentAt);
    const second = await waitForMail(outbox(), email, { subject, count: 2 });
    expect(linkIn(second)).toBe(`${site().server.url}/change-orders/${token}`);
  });

  it("refuses to send a change order that was answered or has expired (409)", async () => {
    const job = await newJob(site());
    const { view } = await sentChangeOrder(site(), job.id);
    const send = () => site().admin.post(`/api/admin/change-orders/${view.id}/send`);
    await db()
      .update(changeOrders)
      .set({ status: "declined", decidedAt: new Date() })
      .where(eq(changeOrders.id, view.id));
    const declined = await send();
    expect(declined.status).toBe(409);
    expect(await message(declined)).toBe(
      "This change order was declined: write another one to propose the change again.",
    );
    const yesterday = addDays(businessToday(), -1);
    await db()
      .update(changeOrders)
      .set({ status: "viewed", validUntil: yesterday })
      .where(eq(changeOrders.id, view.id));
    const expired = await send();
    expect(expired.status).toBe(409);
    expect(await message(expired)).toMatch(/^This change order expired on /);
    expect(mailsTo(outbox(), job.customer.email, /^Change order/)).toHaveLength(1);
  });
});

describe("the back office's PDF", () => {
  it("gives the change order as a PDF, a draft marked as one, with its credit lines and billing", async () => {
    const job = await newJob(site());
    const { id } = await draftChangeOrder(site(), job.id);
    const res = await site().admin.fetch(`/api/admin/change-orders/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="estimate-${job.number}-CO-1.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    for (const phrase of [
      "Change order CO-1",
      "Draft",
      "Prepared for",
      job.customer.name,
      `Change order CO-1 for estimate #${job.number} — Replace rotten subfloor`,
      "Water damage found under the old vanity.",
      "$1,200.00",
      "-$300.00",
      "Credit",
      "Total $900.00",
      "Days added 3 days",
      "Billing Added to the next invoice",
    ])
      expect(text).toContain(phrase);
  });
});

describe("who may call the back office's change order routes", () => {
  it("answers 401 to anyone signed out and 403 to a customer, on every route, changing nothing", async () => {
    const job = await newJob(site());
    const { id } = await draftChangeOrder(site(), job.id);
    const routes: [string, string, unknown][] = [
      ["POST", `/api/admin/jobs/${job.id}/change-orders`, changeOrderBody()],
      ["GET", `/api/admin/change-orders/${id}`, undefined],
      ["PUT", `/api/admin/change-orders/${id}`, changeOrderBody({ title: "Taken over" })],
      ["DELETE", `/api/admin/change-orders/${id}`, undefined],
      ["POST", `/api/admin/change-orders/${id}/send`, {}],
      ["GET", `/api/admin/change-orders/${id}/pdf`, undefined],
    ];
    for (const [method, path, json] of routes) {
      for (const [client, status] of [
        [site().anonymous, 401],
        [site().customer, 403],
      ] as const) {
        const res = await client.fetch(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(status);
      }
    }
    const view = await read(id);
    expect(view).toMatchObject({ title: "Replace rotten subfloor", status: "draft" });
    expect(await db().$count(changeOrders, eq(changeOrders.estimateId, job.id))).toBe(1);
  });
});
