/**
 * Signing in from tests the way people do: a link from the outbox, or password (and code). No test runner
 * needed (the fuzz script signs in with these too): an unexpected answer throws.
 */
import { createOrPromoteAdmin } from "~/features/auth/admin-accounts.server";
import { browserLikeClient, type Client } from "./browser-like-client";
import { linkIn, mailsTo, waitForMail } from "./outbox";
import type { TestServer } from "./test-server";

export { totpCode } from "./totp";

export const outboxOf = (server: TestServer) => `${server.dataDir}/outbox`;

async function expectStatus(response: Response, status: number) {
  if (response.status !== status) {
    const body = await response.clone().text();
    throw new Error(`${response.url}: expected ${status}, got ${response.status}: ${body.slice(0, 500)}`);
  }
}

/** A sign-in link's mail, told from the other mail the same person gets (a booking's confirmation comes too). */
export const SIGN_IN_MAIL = /^Your sign-in link for /;

/** Requests a sign-in link and returns it, read from the outbox once the mail is there. */
export async function requestLink(server: TestServer, client: Client, email: string, callbackURL = "/") {
  const subject = SIGN_IN_MAIL;
  const before = mailsTo(outboxOf(server), email, subject).length;
  const response = await client.post("/api/auth/sign-in/magic-link", { email, callbackURL });
  await expectStatus(response, 200);
  return linkIn(await waitForMail(outboxOf(server), email, { count: before + 1, subject }));
}

/** A customer signed in through a link (the account is created on first use). */
export async function signInCustomer(server: TestServer, email: string): Promise<Client> {
  const client = browserLikeClient(server.url);
  const link = await requestLink(server, client, email);
  const response = await client.fetch(link);
  await expectStatus(response, 302);
  return client;
}

export async function createAdmin(server: TestServer, email: string, password = "a long admin passphrase") {
  await createOrPromoteAdmin(server.database.db, { email, password, firstName: "Dana" });
  return { email, password };
}

/** An admin signed in with the password (no two-factor step unless it is set up). */
export async function signInAdmin(server: TestServer, email: string, password = "a long admin passphrase") {
  const client = browserLikeClient(server.url);
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  await expectStatus(response, 200);
  return { client, body: (await response.json()) as { twoFactorRedirect?: boolean } };
}
