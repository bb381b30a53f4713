// A hot statement written once as SQL text with $1…$n parameters, run on the database or on a
// transaction's own connection without a query builder: on PostgreSQL as a named prepared statement
// (parsed and planned once per connection), on PGlite as a parameterised query. For the few
// statements a rush hour repeats thousands of times (authentication, checkout); everything else
// keeps drizzle's builder. Values go as the drivers take them (collections as one JSON text each).
import pg from 'pg';
import type { DbOrTx } from '../db/client';

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

const isNodePostgres = (client: object) =>
  client instanceof pg.Pool || client instanceof pg.Client || Object.getPrototypeOf(client)?.constructor?.name?.includes('Pool');

/** The driver's client behind a drizzle database or transaction (a pool, a pool's client, or PGlite). */
function clientOf(db: DbOrTx): DriverClient {
  return (db as unknown as { _: { session: { client: DriverClient } } })._.session.client;
}

export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  run(db: DbOrTx, values: readonly unknown[]): Promise<Row[]>;
}

export function statement<Row>(name: string, text: string): Statement<Row> {
  return {
    name,
    text,
    async run(db, values) {
      const client = clientOf(db);
      const res = isNodePostgres(client) ? await client.query({ name, text, values }) : await client.query(text, values);
      return res.rows as Row[];
    },
  };
}
