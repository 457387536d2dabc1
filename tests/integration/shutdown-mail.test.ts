/**
 * SIGTERM just after a payment: the confirmation mail the payment started (after its answer) is still
 * delivered before the server closes its database and mail connections. Runs the production build.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { businessToday } from "../../app/lib/dates";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "../support/server-process";

const SMTP_DELAY_MS = 1_500;
const delivered: string[] = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  requireProductionBuild();
  // A slow mail server: each message is accepted only after a pause, as over a busy network.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () =>
        setTimeout(() => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
afterEach(cleanUpServerProcesses);

it("delivers the confirmation mail a payment started before it exits", async () => {
  const port = randomPort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    DATA_DIR: temporaryDir(),
    PAYMENTS_PROVIDER: "test",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  await server.listening;
  const [service] = (await (await fetch(`${base}/api/services`)).json()) as { id: number }[];
  const date = new Date(`${businessToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 20);
  const booked = await fetch(`${base}/api/book`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Stopping Customer",
      email: "stopping@example.com",
      phone: "(325) 555-0100",
      date: date.toISOString().slice(0, 10),
      time: "11:00",
      details: "",
      services: [{ serviceId: service!.id, quantity: 1 }],
    }),
  });
  expect(booked.status).toBe(201);
  const { sessionId } = (await booked.json()) as { sessionId: string };
  const paid = await fetch(`${base}/api/test-checkout/${sessionId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: "{}",
  });
  expect(paid.status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(delivered).toContain("stopping@example.com");
  expect(server.output()).not.toMatch(/confirmation mail failed|background work still running/);
}, 60_000);
