/**
 * The API's last error handler on real database errors (as Drizzle wraps them): a value PostgreSQL refuses
 * (SQLSTATE class 22, "data exception") is the client's input, so a 400 and a warning, never a 500. The
 * edge checks refuse such values first (see nul-characters.test.ts and the date and money tests); this is
 * the safety net behind them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { apiErrorHandler, INVALID_INPUT } from "./errors";

let database: TestDatabase;
let server: http.Server;
let url: string;
const logLines: Array<{ level: number; msg: string }> = [];

const QUERIES = {
  "year-zero": sql`select '0000-01-01'::date`,
  nul: sql`select ${"a\u0000b"}::text`,
  "integer-overflow": sql`select ${String(2 ** 31)}::integer`,
  "money-overflow": sql`select ${"100000000.00"}::numeric(10,2)`,
  "unknown-table": sql`select * from no_such_table`,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const logs = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.get("/:query", async (req) => {
    await database.db.execute(QUERIES[req.params.query as keyof typeof QUERIES]);
  });
  app.use(apiErrorHandler(pino({ level: "warn" }, logs)));
  server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
});

it.each(["year-zero", "nul", "integer-overflow", "money-overflow"])(
  "answers a value the database refuses (%s) with 400 and a warning",
  async (query) => {
    logLines.length = 0;
    const res = await fetch(`${url}/${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: INVALID_INPUT });
    expect(logLines.map((line) => [line.level, line.msg])).toEqual([[40, "database refused a value"]]);
  },
);

it("still answers other database errors with 500", async () => {
  const res = await fetch(`${url}/unknown-table`);
  expect(res.status).toBe(500);
});
