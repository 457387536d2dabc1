import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "~db/schema";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { AdminAccountError, createOrPromoteAdmin } from "./admin-accounts.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

describe("createOrPromoteAdmin", () => {
  it("creates an admin with a hashed password", async () => {
    const result = await createOrPromoteAdmin(database.db, {
      email: " Owner@Example.com ",
      password: "big country owner 2026",
      firstName: "Dana",
    });
    expect(result.created).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({
      email: "owner@example.com",
      isAdmin: true,
      emailVerified: true,
      firstName: "Dana",
    });
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, result.userId));
    expect(credential!.providerId).toBe("credential");
    expect(credential!.password).not.toContain("big country owner 2026");
    expect(await verifyPassword({ hash: credential!.password!, password: "big country owner 2026" })).toBe(
      true,
    );
  });

  it("promotes an existing customer, sets the password and ends their sessions", async () => {
    await database.db.insert(users).values({ id: "customer-1", email: "pat@example.com" });
    await database.db.insert(sessions).values({
      id: "s1",
      token: "t1",
      userId: "customer-1",
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const result = await createOrPromoteAdmin(database.db, {
      email: "PAT@example.com",
      password: "pat promoted to admin",
    });
    expect(result).toEqual({ created: false, userId: "customer-1" });
    const [user] = await database.db.select().from(users).where(eq(users.id, "customer-1"));
    expect(user!.isAdmin).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, "customer-1"))).toEqual([]);
    // Running it again changes the password rather than adding a second credential.
    await createOrPromoteAdmin(database.db, {
      email: "pat@example.com",
      password: "another admin passphrase",
    });
    const credentials = await database.db.select().from(accounts).where(eq(accounts.userId, "customer-1"));
    expect(credentials).toHaveLength(1);
    expect(
      await verifyPassword({ hash: credentials[0]!.password!, password: "another admin passphrase" }),
    ).toBe(true);
  });

  it.each([
    ["owner@example.com", "short", /at least 12/],
    ["owner@example.com", "password1234", /too common/],
    ["not-an-email", "big country owner 2026", /Not an email address/],
  ])("refuses %s / %s", async (email, password, message) => {
    await expect(createOrPromoteAdmin(database.db, { email, password })).rejects.toThrow(AdminAccountError);
    await expect(createOrPromoteAdmin(database.db, { email, password })).rejects.toThrow(message);
  });
});
