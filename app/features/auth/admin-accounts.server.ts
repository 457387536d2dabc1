import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { accounts, sessions, users } from "~db/schema";
import { passwordProblem } from "./password-policy";

export class AdminAccountError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates an admin, or promotes an existing account and sets its password (the only way anyone becomes an
 * admin). The account's sessions end, so the next sign-in gets an admin session under the admin rules.
 * Returns whether the account was new.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new AdminAccountError(`Not an email address: ${input.email}`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new AdminAccountError(`Password refused: ${problem}`);
  const hash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for("update");
    const userId = existing?.id ?? crypto.randomUUID();
    const names = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
    };
    if (existing) {
      await tx
        .update(users)
        .set({ isAdmin: true, emailVerified: true, ...names })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    } else {
      await tx.insert(users).values({ id: userId, email, emailVerified: true, isAdmin: true, ...names });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    if (credential) {
      await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, credential.id));
    } else {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        userId,
        accountId: userId,
        providerId: "credential",
        password: hash,
      });
    }
    return { created: !existing, userId };
  });
}
