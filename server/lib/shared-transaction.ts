// One database transaction shared by several requests run one after another (an outbox batch,
// modules/outbox-batch): each still runs exactly as if sent alone, through every hook and service,
// but N writes cost one commit instead of one or two each. The PostgreSQL handle that db/client.ts
// hands out is `ambient(db)` (PGlite's is plain: it shares no transaction): inside `inOneTransaction`'s steps every call on it (a query, a
// transaction, which becomes a savepoint, a prepared statement of lib/statement.ts) goes to the
// step's savepoint of the shared transaction; everywhere else it is the database as before.
// What a write may do only once its data is committed (realtime events, dropping a cached menu)
// goes through `afterCommit`: at once outside a shared transaction; inside one, after its commit,
// and never for a step that was rolled back.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  /** The step's savepoint (a drizzle transaction of the shared one). */
  tx: object;
  /** False once the step has ended: a timer it left behind must not write into a later step. */
  open: boolean;
  after: (() => void)[];
}

const current = new AsyncLocalStorage<Scope>();

/** The database handle that follows the step of a shared transaction it is called in, if any. */
export function ambient<T extends object>(db: T): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const scope = current.getStore();
      return scope?.open ? Reflect.get(scope.tx, prop) : Reflect.get(target, prop, receiver);
    },
  });
}

/** Whether this call runs inside a step of a shared transaction. */
export const inSharedTransaction = () => Boolean(current.getStore()?.open);

/** Runs `fn` once the data written so far is committed: now, or when the shared transaction commits. */
export function afterCommit(fn: () => void): void {
  const scope = current.getStore();
  if (scope?.open) scope.after.push(fn);
  else fn();
}

/** How a step ended: kept (its writes commit with the transaction) or rolled back alone. */
export type StepOutcome<T> = { kept: true; value: T } | { kept: false; value: T } | { kept: false; error: unknown };

/** Runs one step in its own savepoint; `keep` decides from its value whether its writes stay. */
export type Step = <T>(fn: () => Promise<T>, keep: (value: T) => boolean) => Promise<StepOutcome<T>>;

interface Transactional {
  transaction<R>(fn: (tx: Transactional) => Promise<R>): Promise<R>;
}

class Discarded<T> extends Error {
  constructor(readonly value: T) {
    super('step rolled back');
  }
}

/**
 * Opens one transaction on `db` (a plain handle, not inside a step) and lets `body` run steps in it,
 * one at a time: each in a savepoint of its own, so that a step that fails, or whose value `keep`
 * refuses, rolls back alone and the others stay. Commits when `body` returns; then runs the kept
 * steps' afterCommit calls, in order. Rejects when the transaction could not commit (nothing of it
 * was kept).
 */
export async function inOneTransaction(db: object, body: (step: Step) => Promise<void>): Promise<void> {
  const after: (() => void)[] = [];
  await (db as Transactional).transaction(async (tx) => {
    const step: Step = async <T,>(fn: () => Promise<T>, keep: (value: T) => boolean): Promise<StepOutcome<T>> => {
      const scope: Scope = { tx, open: false, after: [] };
      try {
        const value = await tx.transaction(async (savepoint) => {
          scope.tx = savepoint;
          scope.open = true;
          const v = await current.run(scope, fn);
          scope.open = false;
          if (!keep(v)) throw new Discarded(v);
          return v;
        });
        after.push(...scope.after);
        return { kept: true, value };
      } catch (error) {
        return error instanceof Discarded ? { kept: false, value: error.value as T } : { kept: false, error };
      } finally {
        scope.open = false;
      }
    };
    await body(step);
  });
  for (const fn of after) fn();
}
