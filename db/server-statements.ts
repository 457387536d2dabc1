/**
 * Statements run on a PostgreSQL server outside any app pool (creating and dropping a database for a test
 * run or a bench), and the URL of another database on the same server.
 */
import pg from "pg";

export async function onServer(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
