// PostgreSQL helpers the benchmarks share: one statement on a fresh admin connection (create and
// drop their throwaway databases), and the URL of another database on the same server.
import pg from 'pg';

export async function adminQuery(url: string, q: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

export const withDb = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
