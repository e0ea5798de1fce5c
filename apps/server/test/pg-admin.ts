/**
 * One short connection to a PostgreSQL server, for creating and dropping scratch databases. No
 * vitest here: the API tests (helpers.ts) and the resilience scripts both use it.
 */
import pg from "pg";

export async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
