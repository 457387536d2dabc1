import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "~db/schema";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { apiErrorHandler } from "./api/errors";
import { createLogger } from "./logger";

const EMAIL = "private.person@example.com";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(customers).values({ email: EMAIL, name: "Private Person", phone: "3255550111" });
});
afterAll(() => database?.dispose());

/** A real failed query: the same customer a second time breaks the unique key on email. */
async function duplicateCustomerError() {
  const error = await database.db
    .insert(customers)
    .values({ email: EMAIL, name: "Private Person", phone: "3255550111" })
    .then(() => undefined)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

/** A logger that writes its JSON lines into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe("logging a database error", () => {
  it("writes the statement's name and the error code, never the parameters or the values in the detail", async () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: await duplicateCustomerError() }, "unhandled error");
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain("Private Person");
    expect(line).not.toContain("3255550111");
    expect(line).not.toMatch(/params/i);
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: "DrizzleQueryError",
      statement: 'insert into "customers"',
      code: "23505",
      constraint: "customers_email_unique",
    });
    expect(err.stack).toMatch(/^\s+at /);
  });

  it("keeps that when the database error is the cause of another error", async () => {
    const { logger, lines } = capturingLogger();
    const error = new Error("booking failed", { cause: await duplicateCustomerError() });
    logger.error({ err: error }, "unhandled error");
    expect(lines[0]).not.toContain(EMAIL);
    const { err } = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: "Error",
      message: "booking failed",
      cause: { statement: 'insert into "customers"', code: "23505" },
    });
  });

  it("leaves other errors to pino's standard serialization", () => {
    const { logger, lines } = capturingLogger();
    const error = Object.assign(new TypeError("mailer is not configured"), { code: "EMAILER" });
    logger.error({ err: error }, "failed");
    const { err } = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(err).toEqual({
      type: "TypeError",
      message: "mailer is not configured",
      stack: error.stack,
      code: "EMAILER",
    });
  });

  it("is what the API's handler of unexpected errors writes, while the client gets a plain 500", async () => {
    const { logger, lines } = capturingLogger();
    const failure = await duplicateCustomerError();
    const app = express();
    app.get("/fails", () => {
      throw failure;
    });
    app.use(apiErrorHandler(logger));
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fails`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Something went wrong. Please try again later." });
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(EMAIL);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "unhandled error",
      path: "/fails",
      err: { statement: 'insert into "customers"', code: "23505" },
    });
  });
});
