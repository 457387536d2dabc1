/** Signing in from tests the way people do: a link from the outbox, or password (and code). */
import crypto from "node:crypto";
import { expect } from "vitest";
import { createOrPromoteAdmin } from "../../app/features/auth/admin-accounts.server";
import { browserLikeClient, type Client } from "./browser-like-client";
import { latestMailTo, linkIn } from "./outbox";
import type { TestServer } from "./test-server";

export const outboxOf = (server: TestServer) => `${server.dataDir}/outbox`;

/** Requests a sign-in link and returns it, read from the outbox. */
export async function requestLink(server: TestServer, client: Client, email: string, callbackURL = "/") {
  const response = await client.post("/api/auth/sign-in/magic-link", { email, callbackURL });
  expect(response.status, await response.clone().text()).toBe(200);
  return linkIn(latestMailTo(outboxOf(server), email)!);
}

/** A customer signed in through a link (the account is created on first use). */
export async function signInCustomer(server: TestServer, email: string): Promise<Client> {
  const client = browserLikeClient(server.url);
  const link = await requestLink(server, client, email);
  const response = await client.fetch(link);
  expect(response.status).toBe(302);
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
  expect(response.status, await response.clone().text()).toBe(200);
  return { client, body: (await response.json()) as { twoFactorRedirect?: boolean } };
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 key, written here independently of the library. */
export function totpCode(base32Key: string, at = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Key.replace(/[\s=]/g, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
