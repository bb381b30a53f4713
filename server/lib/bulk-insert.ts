// The rows of a bulk upload written all or none (issue 13: orders keep flowing while a manager uploads
// a catalogue). On PostgreSQL, in one transaction: it holds only its own connection of the pool. The
// embedded database has one connection for everyone, and a transaction of 10,000 rows held every
// other call (a till's checkout, the health check) for seconds: there the rows go in slices, each a
// short statement of its own that the other calls queue between, and when a slice fails the rows
// already written are taken back out, so an upload still lands whole or not at all. The price of it:
// while the slices go in, a read on the embedded database may see the first of them (PostgreSQL
// readers never do), and a process killed mid-upload leaves the slices written so far.
//
// The embedded database answers from the server's own thread without any I/O: a chain of awaited
// statements never goes back to the event loop, so a socket's request (the health check, a till's
// checkout) waited for the whole chain, 1.8 s for 10,000 rows (bench/upload.ts). Each slice ends with
// a turn of the event loop, which lets the requests that arrived in the meantime in.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';

const embedded = new WeakSet<object>();

/** Called by server/db/client.ts for the embedded database's handle. */
export function markEmbedded(db: object): void {
  embedded.add(db);
}

/** Rows per statement: a few tens of milliseconds each on the embedded database. */
export const SLICE_ROWS = { embedded: 100, pooled: 500 } as const;

type TableWithUuid = PgTable & { uuid: AnyPgColumn };

/**
 * Inserts `rows` into `table`, then runs `after` (an audit row); all of it or none. On the embedded
 * database a failed slice deletes the rows of the earlier ones (by the uuids they returned) and the
 * error goes on to the caller, as a rolled-back transaction's would.
 */
export async function insertAllOrNone<T extends TableWithUuid>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  after: (db: DbOrTx) => Promise<unknown>,
): Promise<void> {
  if (!embedded.has(db)) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += SLICE_ROWS.pooled) await tx.insert(table).values(rows.slice(i, i + SLICE_ROWS.pooled));
      await after(tx);
    });
    return;
  }
  const written: string[] = [];
  try {
    for (let i = 0; i < rows.length; i += SLICE_ROWS.embedded) {
      const slice = rows.slice(i, i + SLICE_ROWS.embedded);
      const ids = (await db.insert(table).values(slice).returning({ uuid: table.uuid })) as { uuid: string }[];
      for (const { uuid } of ids) written.push(uuid);
      await nextTurn();
    }
    await after(db);
  } catch (error) {
    try {
      for (let i = 0; i < written.length; i += SLICE_ROWS.pooled) {
        await db.delete(table).where(inArray(table.uuid, written.slice(i, i + SLICE_ROWS.pooled)));
        await nextTurn();
      }
    } catch (undo) {
      // The caller hears the upload's own failure; the rows that could not be taken back are logged.
      console.error(`bulk insert: ${written.length} rows of a failed upload could not all be removed`, undo);
    }
    throw error;
  }
}
