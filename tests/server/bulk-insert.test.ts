// A bulk upload's rows on the embedded database (server/lib/bulk-insert.ts): written in slices that
// other calls queue between, and all or none. Always on PGlite (the slicing is PGlite's), whatever
// TEST_DB says.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { auditLog, companies, users } from '../../server/db/schema';
import { insertAllOrNone, SLICE_ROWS } from '../../server/lib/bulk-insert';

let database: Database;
let companyUuid: string;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const [company] = await database.db.insert(companies).values({ name: 'Bulk Test Co', slug: 'bulk-test-co' }).returning({ uuid: companies.uuid });
  companyUuid = company.uuid;
});
afterAll(async () => {
  await database?.close();
});

function consumers(prefix: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    role: 'company_consumer' as const,
    name: `${prefix} ${i}`,
    mobile: `+44${prefix.length}${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(5, '0')}`,
    companyUuid,
  }));
}

async function countNamed(prefix: string) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(like(users.name, `${prefix} %`));
  return row.n;
}

describe('bulk insert on the embedded database', () => {
  it('writes every row and then the audit row', async () => {
    const rows = consumers('Whole', SLICE_ROWS.embedded * 2 + 50);
    await insertAllOrNone(database.db, users, rows, (db) =>
      db.insert(auditLog).values({ actorRole: 'admin', action: 'bulk_create', entity: 'user', companyUuid, data: { rows: rows.length } }),
    );
    expect(await countNamed('Whole')).toBe(rows.length);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.companyUuid, companyUuid));
    expect(audits.map((a) => a.data)).toContainEqual({ rows: rows.length });
  });

  it('takes the earlier slices back out when a later one fails, and the caller hears the failure', async () => {
    const rows = consumers('Broken', SLICE_ROWS.embedded * 2 + 50);
    // A mobile already taken, in the third slice: the first two are in by then.
    const [taken] = await database.db.select({ mobile: users.mobile }).from(users).where(like(users.name, 'Whole %')).limit(1);
    rows[SLICE_ROWS.embedded * 2 + 10].mobile = taken.mobile ?? '';
    let audited = false;
    await expect(insertAllOrNone(database.db, users, rows, async () => { audited = true; })).rejects.toThrow();
    expect(audited).toBe(false);
    expect(await countNamed('Broken')).toBe(0);
  });

  it('takes every row back out when the step after the rows fails', async () => {
    const rows = consumers('After', SLICE_ROWS.embedded + 5);
    await expect(insertAllOrNone(database.db, users, rows, async () => { throw new Error('audit refused'); })).rejects.toThrow('audit refused');
    expect(await countNamed('After')).toBe(0);
  });

  it('lets another call through while a large upload is going in', async () => {
    const rows = consumers('Large', SLICE_ROWS.embedded * 30);
    let done = false;
    const upload = insertAllOrNone(database.db, users, rows, async () => undefined).then(() => { done = true; });
    // Reads queue between the slices: each one is answered with only part of the upload in.
    let seen = 0;
    while (seen === 0) seen = await countNamed('Large');
    expect(done).toBe(false);
    expect(seen).toBeLessThan(rows.length);
    await upload;
    expect(await countNamed('Large')).toBe(rows.length);
  });

  it('answers a call that arrives from outside (a timer, a socket) while the slices go in', async () => {
    const rows = consumers('Turns', SLICE_ROWS.embedded * 30);
    let done = false;
    const upload = insertAllOrNone(database.db, users, rows, async () => undefined).then(() => { done = true; });
    // A timer's callback, like a socket's request, runs only when the event loop gets a turn: the
    // embedded database's statements need none, so without a turn after each slice this read came
    // after the last one.
    const seen = await new Promise<{ count: number; done: boolean }>((resolve, reject) => {
      setTimeout(() => countNamed('Turns').then((count) => resolve({ count, done }), reject), 0);
    });
    expect(seen.done).toBe(false);
    expect(seen.count).toBeLessThan(rows.length);
    await upload;
    expect(await countNamed('Turns')).toBe(rows.length);
  });
});
