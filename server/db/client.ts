// Opens the database: PGlite under DATA_DIR/pgdata by default (one in-process connection), or a
// PostgreSQL pool when DATABASE_URL is set. Both get the same schema and migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markEmbedded } from '../lib/bulk-insert';
import { ambient } from '../lib/shared-transaction';
import { preparePGlite } from './pglite-prepared';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  poolSize?: number;
  /** PGlite only: how many queries and transactions may wait (or run) before the next fails at once. */
  queueLimit?: number;
}

export const DEFAULT_PGLITE_QUEUE_LIMIT = 200;

/**
 * PGlite's queue is full. It carries SQLSTATE 53000 (insufficient_resources), so the errors plugin
 * answers it like any overloaded database: 503 with Retry-After.
 */
export class DatabaseBusyError extends Error {
  readonly code = '53000';
  constructor(limit: number) {
    super(`The embedded database has ${limit} queries waiting; refusing more`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * PGlite runs one query at a time, and an unbounded line of waiting queries only turns overload into
 * time-outs for everyone. Past `limit` waiting or running calls, a new one fails at once. A
 * transaction counts once (its statements go through its own handle, not these entry points).
 */
function boundQueue(client: PGlite, limit: number) {
  let pending = 0;
  const bound = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (pending >= limit) throw new DatabaseBusyError(limit);
      pending++;
      try {
        return await call(...args);
      } finally {
        pending--;
      }
    };
  client.query = bound(client.query.bind(client)) as PGlite['query'];
  client.exec = bound(client.exec.bind(client));
  client.transaction = bound(client.transaction.bind(client)) as PGlite['transaction'];
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection error: ${err.message}`));
    // A connection cut while checked out (a query or transaction running) emits 'error' on its client,
    // which would end the process without a listener; the query itself rejects and its request
    // answers 503, and the pool drops the broken client.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`PostgreSQL connection error: ${err.message}`));
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // ambient: inside a shared transaction's step (an outbox batch), calls go to that transaction.
    return { db: ambient(db), kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (!opts.memory) {
    dir = join(opts.dataDir ?? './data', 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // From here on (the migrations' one-off DDL left out), each SQL text is parsed and planned once.
  preparePGlite(client);
  boundQueue(client, opts.queueLimit ?? DEFAULT_PGLITE_QUEUE_LIMIT);
  // The query builder API is the same on both drivers; one type keeps the services simple.
  const db = pgliteDb as unknown as Db;
  markEmbedded(db);
  // No ambient handle: outbox batches share a transaction only on PostgreSQL (PGlite has one connection).
  return { db, kind: 'pglite', close: () => client.close() };
}
