// PGlite's query as named prepared statements (db/pglite-prepared.ts) answers exactly what PGlite's
// own query answers: rows as objects or arrays, the caller's parsers, affected rows, errors with their
// SQLSTATE; statements beyond the cap are closed and prepared again when needed; a transaction's
// queries are prepared too and roll back as ever.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePGlite } from '../pglite-prepared';

// Two embedded databases start here: on a busy machine that takes longer than vitest's defaults.
describe('PGlite named prepared statements', { timeout: 60_000 }, () => {
  let plain: PGlite;
  let pg: PGlite;
  const prepared = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

  beforeAll(async () => {
    plain = new PGlite();
    pg = new PGlite();
    for (const db of [plain, pg]) {
      await db.exec(`create table t (id int primary key, name text not null, at timestamptz not null default '2026-01-02T03:04:05Z', tags jsonb, n numeric)`);
    }
    preparePGlite(pg, 3);
  }, 120_000);
  afterAll(async () => {
    await plain.close();
    await pg.close();
  });

  it('answers as PGlite’s own query: objects, arrays, parsers, affected rows', async () => {
    for (const db of [plain, pg]) {
      await db.query('insert into t (id, name, tags, n) values ($1, $2, $3, $4)', [1, 'a', { x: [1, 2] }, 1.5]);
      await db.query('insert into t (id, name, tags, n) values ($1, $2, $3, $4)', [2, 'b', null, null]);
    }
    const sql = 'select id, name, at, tags, n from t where id >= $1 order by id';
    const opts = [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => `raw:${v}` } }];
    for (const o of opts) {
      const want = await plain.query(sql, [1], o);
      const got = await pg.query(sql, [1], o);
      expect(got.rows).toEqual(want.rows);
      expect(got.fields).toEqual(want.fields);
    }
    const upd = await pg.query('update t set name = $1 where id > $2', ['z', 0]);
    expect(upd.affectedRows).toBe(2);
    const none = await pg.query('select id from t where id = $1', [99]);
    expect(none.rows).toEqual([]);
  });

  it('keeps at most its cap of statements, and runs a closed one again', async () => {
    for (let i = 0; i < 6; i++) expect((await pg.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    expect(await prepared()).toBeLessThanOrEqual(3);
    expect((await pg.query('select $1::int + 0 as v', [5])).rows).toEqual([{ v: 5 }]);
  });

  it('fails as PGlite does, with the SQLSTATE and constraint, and goes on working', async () => {
    const err = (await pg.query('insert into t (id, name) values ($1, $2)', [1, 'dup']).catch((e: unknown) => e)) as { code?: string; constraint?: string };
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_pkey');
    expect((await pg.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(2);
  });

  it('prepares a transaction’s queries too; a rollback keeps nothing', async () => {
    await pg
      .transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [3, 'c']);
        expect((await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(3);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await pg.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(2);
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [3, 'c']);
    });
    expect((await pg.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(3);
  });

  it('prepares a `select *` again after its table changed', async () => {
    expect(Object.keys((await pg.query('select * from t where id = $1', [1])).rows[0] as object)).not.toContain('extra');
    await pg.exec('alter table t add column extra int default 7');
    expect((await pg.query('select * from t where id = $1', [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
  });
});
