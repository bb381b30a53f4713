// Named prepared statements for PGlite. PGlite's own `query` runs every statement as an unnamed one:
// Parse (the SQL text parsed, analysed and planned afresh), Describe, Bind, Describe, Execute and
// Sync, six calls into the WebAssembly backend each. The checkout and outbox statements are long
// (CTEs, JSON aggregation), so that parse-and-plan was most of what a write cost on PGlite.
// `preparePGlite` makes the instance's `query` (and a transaction's) keep a named statement per SQL
// text, the way PostgreSQL's drivers prepare: parsed and described once, then each run is one call
// of Bind + Execute + Sync (and PostgreSQL's plan cache can keep a generic plan). Drizzle's
// statements differ only by their parameters, so a handful of texts covers the hot paths; the
// least recently used beyond MAX_STATEMENTS are closed. Results are parsed by PGlite's own
// parseResults with the same parsers and options as its `query`, so callers see no difference.
// Everything else (exec, listen, COPY with blobs, explicit paramTypes) stays PGlite's own.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Named statements kept per PGlite instance. */
export const MAX_STATEMENTS = 300;

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;

interface Prepared {
  name: string;
  /** The parameters' type oids, for PGlite's serializers. */
  paramTypes: number[];
  /** The columns it returns (none: no rows). */
  fields: Field[];
}

/** The protected parts of PGlite this relies on (present in 0.2 and 0.3). */
interface Internals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Makes `pg.query`, and the `query` of the transactions `pg.transaction` hands out, run as named
 * prepared statements. Call once, before anything else wraps those methods.
 */
export function preparePGlite(pg: PGlite, max = MAX_STATEMENTS): void {
  const internals = pg as unknown as Internals;
  const statements = new Map<string, Prepared>();
  let next = 0;
  const exec = (parts: Uint8Array[]) => pg.execProtocolStream(concat(parts), { syncToFs: false });

  async function prepared(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the first in the map is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_s${++next}`;
    const messages = await exec([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const description = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    const made: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    statements.set(text, made);
    while (statements.size > max) {
      const [oldText, old] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldText);
      await exec([serialize.close({ type: 'S', name: old.name }), serialize.sync()]);
    }
    return made;
  }

  /**
   * A run's messages as PGlite's parseResults reads them (rows as objects or arrays, each value by the
   * caller's parser for its type, else PGlite's), without copying every parser of the instance into
   * a new object on each call as that function does.
   */
  function toResults<T>(fields: Field[], messages: Message[], options?: QueryOptions): Results<T> {
    const own = options?.parsers as Record<number, Parser> | undefined;
    const all = pg.parsers as Record<number, Parser>;
    const parsers = fields.map((f) => own?.[f.dataTypeID] ?? all[f.dataTypeID]);
    const value = (v: string | null, i: number) => (v === null ? null : parsers[i] ? parsers[i](v, fields[i].dataTypeID) : v);
    const arrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const cells = (m as unknown as { fields: (string | null)[] }).fields;
        if (arrays) rows.push(cells.map(value));
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < cells.length; i++) row[fields[i].name] = value(cells[i], i);
          rows.push(row);
        }
      } else if (m.name === 'commandComplete') {
        const [verb, a, b] = (m as unknown as { text: string }).text.split(' ');
        if (verb === 'INSERT') affectedRows = Number(b);
        else if (verb === 'UPDATE' || verb === 'DELETE' || verb === 'COPY' || verb === 'MERGE') affectedRows = Number(a);
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }

  /** Closes a statement PostgreSQL can no longer run as prepared (its table's columns changed). */
  async function forget(text: string) {
    const st = statements.get(text);
    if (!st) return;
    statements.delete(text);
    await exec([serialize.close({ type: 'S', name: st.name }), serialize.sync()]);
  }

  /** Runs one statement; the caller holds PGlite's query mutex. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions, again = true): Promise<Results<T>> {
    try {
      const st = await prepared(text);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[st.paramTypes[i]] ?? pg.serializers[st.paramTypes[i]];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await exec([serialize.bind({ statement: st.name, values: values as (string | null)[] }), serialize.execute({}), serialize.sync()]);
      const result = toResults<T>(st.fields, messages, options);
      if (!pg.isInTransaction()) await pg.syncToFs();
      return result;
    } catch (e) {
      const err = e as { code?: string; message?: string };
      if (err?.code === '0A000' && err.message?.includes('cached plan must not change result type')) {
        // A `select *` prepared before its table changed: prepared afresh, and run again where no
        // transaction was aborted by the failure.
        await forget(text);
        if (again && !pg.isInTransaction()) return run<T>(text, params, options, false);
      }
      // As PGlite's own query does: the error says which statement failed.
      if (e && typeof e === 'object' && 'code' in e) Object.assign(e, { query: text, params, queryOptions: options });
      throw e;
    }
  }

  /** What PGlite's own query must still do: COPY's blobs, caller-given parameter types. */
  const ownPath = (options?: QueryOptions) => Boolean(options?.blob || options?.paramTypes);

  const query = pg.query.bind(pg);
  pg.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (ownPath(options)) return query<T>(text, params, options);
    await internals._checkReady();
    // As PGlite's query: not while a transaction runs, and one statement at a time.
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => run<T>(text, params, options)));
  };

  const transaction = pg.transaction.bind(pg);
  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const wrapped: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (ownPath(options) || tx.closed) return tx.query<R>(text, params, options);
            // The transaction holds PGlite's transaction mutex already.
            return internals._runExclusiveQuery(() => run<R>(text, params, options));
          },
        },
      });
      return callback(wrapped);
    });
}
