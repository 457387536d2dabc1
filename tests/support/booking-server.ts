/**
 * A test server with the business set up, for the booking and payment API tests: it starts before the
 * file's tests and stops after them (one trusted proxy hop, so each request can name its own client).
 */
import { afterAll, beforeAll, expect } from "vitest";
import { bookingBody, ensureSettings, makeService, postJson } from "./booking";
import { startTestServer, type TestServer } from "./test-server";

export interface BookedVisit {
  sessionId: string;
  url: string;
  appointmentId: number;
  bookingId: number;
}

export function bookingTestServer() {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "1" } });
    await ensureSettings(server.database.db);
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown = {}, ip?: string) => postJson(server.url, path, body, ip);
  return {
    server: () => server,
    db: () => server.database.db,
    post,
    book: (body: unknown, ip?: string) => post("/api/book", body, ip),
    /** A booking of one new service (a deposit due), for `email`. */
    async newBooking(email = "pat@example.com", basePrice = "120.00"): Promise<BookedVisit> {
      const service = await makeService(server.database.db, { basePrice });
      const res = await post("/api/book", bookingBody([{ serviceId: service }], { email }));
      expect(res.status).toBe(201);
      return (await res.json()) as BookedVisit;
    },
  };
}
