/**
 * /api/admin/queue: the queued tasks that failed every attempt (what, when, why, and never their data) and retrying
 * one, for admins only. The failure is real: the outbox cannot be written, so the mail task fails.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FailedTask } from "~/features/queue/failed-task";
import type { Page } from "~/lib/vocabulary";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { mailsTo, waitForMail } from "~tests/support/outbox";
import { runOutOfRetries } from "~tests/support/queue";

let t: AdminTestServer;
let outbox: string;
const STUCK = "stuck@example.com";

beforeAll(async () => {
  t = await startAdminTestServer();
  outbox = path.join(t.server.dataDir, "outbox");
  // Mail cannot be written: a file stands where the outbox folder goes.
  fs.rmSync(outbox, { recursive: true, force: true });
  fs.writeFileSync(outbox, "");
  const res = await browserLikeClient(t.server.url).post("/api/auth/sign-in/magic-link", { email: STUCK });
  expect(res.status).toBe(200);
  await runOutOfRetries(t.server.database.db, "mail.sign-in-link");
});
afterAll(() => t?.server.close());

const list = async (query = "") => {
  const res = await t.admin.fetch(`/api/admin/queue/failed${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return { page: JSON.parse(text) as Page<FailedTask>, text };
};

describe("GET /api/admin/queue/failed", () => {
  it("lists a failed task: what it was, when it failed, after how many attempts and why; never its link", async () => {
    const { page, text } = await list();
    expect(page).toEqual({
      items: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          label: "Sign-in link mail",
          subject: STUCK,
          queuedAt: expect.stringMatching(/Z$/),
          failedAt: expect.stringMatching(/Z$/),
          attempts: 6,
          reason: expect.stringMatching(/^EEXIST: file already exists, mkdir /),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(Date.parse(page.items[0]!.failedAt)).toBeGreaterThan(Date.parse(page.items[0]!.queuedAt));
    expect(text).not.toMatch(/token|magic-link|verify|stack|at \//);
    expect((await list("")).page.total).toBe(1);
  });

  it("refuses a sort or a page it does not have", async () => {
    for (const query of ["?sort=id", "?page=0", "?page=1&page=2"]) {
      expect((await t.admin.fetch(`/api/admin/queue/failed${query}`)).status, query).toBe(400);
    }
  });

  it("is for admins only: 401 anonymous, 403 customers", async () => {
    expect((await t.anonymous.fetch("/api/admin/queue/failed")).status).toBe(401);
    expect((await t.customer.fetch("/api/admin/queue/failed")).status).toBe(403);
  });
});

describe("POST /api/admin/queue/:id/retry", () => {
  it("is for admins only, and changes nothing for anyone else", async () => {
    const [task] = (await list()).page.items;
    for (const [client, status] of [
      [t.anonymous, 401],
      [t.customer, 403],
    ] as const) {
      expect((await client.fetch(`/api/admin/queue/${task!.id}/retry`, { method: "POST" })).status).toBe(
        status,
      );
    }
    expect((await list()).page.items).toEqual([task]);
  });

  it("answers 404 for an id that names no failed task", async () => {
    for (const id of ["42", "not-a-task", "00000000-0000-4000-8000-000000000000"]) {
      const res = await t.admin.fetch(`/api/admin/queue/${id}/retry`, { method: "POST" });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "No failed task with this id" });
    }
  });

  it("queues the task again at once: once the outbox works, the mail goes and the list is empty", async () => {
    fs.rmSync(outbox);
    const [task] = (await list()).page.items;
    expect(mailsTo(outbox, STUCK)).toEqual([]);
    expect((await t.admin.fetch(`/api/admin/queue/${task!.id}/retry`, { method: "POST" })).status).toBe(204);
    expect((await waitForMail(outbox, STUCK)).subject).toMatch(/sign-in link/i);
    expect((await list()).page).toMatchObject({ items: [], total: 0 });
    // It is no longer a failed task.
    expect((await t.admin.fetch(`/api/admin/queue/${task!.id}/retry`, { method: "POST" })).status).toBe(404);
  });
});

describe("an estimate's mail", () => {
  it("names the estimate and its customer, and not its link", async () => {
    await ensureSettings(t.server.database.db);
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.writeFileSync(outbox, "");
    const body = estimateBody();
    const created = await t.admin.post("/api/admin/estimates", body);
    const { id, number } = (await created.json()) as { id: number; number: number };
    expect((await t.admin.post(`/api/admin/estimates/${id}/send`)).status).toBe(200);
    await runOutOfRetries(t.server.database.db, "mail.estimate-sent");
    const { page, text } = await list();
    expect(page.items).toContainEqual(
      expect.objectContaining({
        label: "Estimate mail",
        subject: `Estimate #${number}, ${body.customer.email}`,
      }),
    );
    expect(text).not.toMatch(/\/estimates\//);
  });
});
