import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";

type Serialized = Record<string, unknown>;

// Causes are followed this deep at most: enough for an error wrapped a few times, and no cycle can loop.
const MAX_CAUSES = 5;

/**
 * pino's error serializer, except for database errors. A failed query's message and fields carry the
 * statement's parameters (`params: jane@example.com,...`), and the database's own message and detail carry
 * input values (`Key (email)=(jane@example.com) already exists.`): from these only the statement's name,
 * the SQLSTATE code and the names of the constraint, table and column are written, with the stack frames.
 */
export function serializeError(error: unknown): unknown {
  if (error instanceof Error && causes(error).some(isDatabaseError)) return withoutValues(error, 0);
  return pino.stdSerializers.err(error as Error);
}

function withoutValues(error: Error, depth: number): Serialized {
  const serialized: Serialized = isDatabaseError(error)
    ? databaseFields(error)
    : { type: typeName(error), message: error.message, stack: error.stack, code: codeOf(error) };
  const cause = error.cause;
  // The database's own error already gave its fields to the failed query that wraps it.
  const causeWritten = error instanceof DrizzleQueryError && isDatabaseError(cause);
  if (cause instanceof Error && !causeWritten && depth < MAX_CAUSES) {
    serialized.cause = withoutValues(cause, depth + 1);
  }
  return serialized;
}

function databaseFields(error: Error): Serialized {
  const source = error instanceof DrizzleQueryError && isDatabaseError(error.cause) ? error.cause : error;
  const { constraint, table, column } = source as unknown as Record<string, unknown>;
  const query = error instanceof DrizzleQueryError ? error.query : (error as { query?: unknown }).query;
  return {
    type: typeName(error),
    statement: typeof query === "string" ? statementName(query) : undefined,
    code: codeOf(source as object),
    constraint,
    table,
    column,
    stack: framesOf(error),
  };
}

/** A failed query (Drizzle's wrapper) or an error the database server sent (a five-character SQLSTATE). */
function isDatabaseError(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return true;
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return error instanceof Error && typeof severity === "string" && /^[0-9A-Z]{5}$/.test(String(code));
}

const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)(?:\.(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*))?`;
const WRITE = new RegExp(String.raw`^\s*(insert\s+into|update|delete\s+from)\s+(${IDENTIFIER})`, "i");
const READ_FROM = new RegExp(String.raw`\bfrom\s+(${IDENTIFIER})`, "i");

/**
 * The operation and table of a SQL statement (`insert into "appointments"`, `select from "users"`), read
 * from its text: identifiers and keywords only, so never a value even if one was written into the SQL.
 */
function statementName(sql: string): string | undefined {
  const write = WRITE.exec(sql);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/, " ")} ${write[2]}`;
  const keyword = /^\s*([a-z]+)\b/i.exec(sql)?.[1]?.toLowerCase();
  if (keyword === "select" || keyword === "with") {
    const table = READ_FROM.exec(sql)?.[1];
    return table ? `select from ${table}` : "select";
  }
  return keyword;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  const { stack, message } = error;
  if (!stack) return undefined;
  const end = message ? stack.indexOf(message) : stack.indexOf("\n");
  if (end === -1) return undefined;
  return stack.slice(end + (message ? message.length : 0)).replace(/^\n/, "");
}

function typeName(error: Error) {
  return error.constructor?.name || error.name;
}

function codeOf(error: object) {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" || typeof code === "number" ? code : undefined;
}

function causes(error: Error): Error[] {
  const chain = [error];
  for (let next = error.cause; next instanceof Error && chain.length <= MAX_CAUSES; next = next.cause) {
    chain.push(next);
  }
  return chain;
}
