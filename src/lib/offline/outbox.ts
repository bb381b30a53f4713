// Putting writes into the outbox and reading it back (see db.ts and engine.ts). A write goes into
// IndexedDB first (strict durability) and is then sent by the sync engine; screens show it as
// pending at once. A refused write stays as a conflict until a person retries or discards it.
// The database (Dexie) loads on first use (live-rows.ts).
import { randomUuid } from '../device-id';
import type { OutboxRecord } from './db';
import { loadOfflineDb, useOutboxRows } from './live-rows';
import { syncSoon } from './sync';

export type { OutboxKind, OutboxRecord } from './db';

/**
 * A write as a screen hands it over: the record's own fields (db.ts); `auth` defaults to the signed-in
 * user, and `id` (the write's id and first Idempotency-Key) is made here when not given.
 */
export type EnqueueInput = Pick<OutboxRecord, 'kind' | 'method' | 'url' | 'body' | 'label' | 'scope' | 'meta'> & Partial<Pick<OutboxRecord, 'auth' | 'id'>>;

export async function enqueue(input: EnqueueInput): Promise<OutboxRecord> {
  const id = input.id ?? randomUuid();
  const record: OutboxRecord = {
    id,
    key: id,
    kind: input.kind,
    method: input.method,
    url: input.url,
    body: input.body,
    label: input.label,
    scope: input.scope,
    auth: input.auth ?? 'user',
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    meta: input.meta,
  };
  const seq = await (await loadOfflineDb()).outbox.add(record);
  syncSoon();
  return { ...record, seq };
}

/** Waiting and refused writes, live, oldest first (optionally for one store). */
export function useOutbox(scope?: string): { pending: OutboxRecord[]; conflicts: OutboxRecord[] } {
  const all = useOutboxRows(scope) ?? [];
  return { pending: all.filter((r) => r.state !== 'conflict'), conflicts: all.filter((r) => r.state === 'conflict') };
}

/** A person has seen a refused write and lets it go. Only conflicts may be discarded. */
export async function discardWrite(id: string): Promise<void> {
  const db = await loadOfflineDb();
  await db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.where('id').equals(id).first();
    if (record?.seq !== undefined && record.state === 'conflict') await db.outbox.delete(record.seq);
  });
}

/**
 * Back into the queue, at its place. It always goes with a new Idempotency-Key: the server keeps
 * refusals too, so the old key would only replay the refusal. An order cannot be doubled by this:
 * its client-made order id is unique on the server.
 */
export async function retryWrite(id: string, body?: unknown): Promise<void> {
  const db = await loadOfflineDb();
  await db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.where('id').equals(id).first();
    if (record?.seq === undefined) return;
    await db.outbox.update(record.seq, {
      state: 'pending',
      nextAttemptAt: 0,
      attempts: 0,
      key: randomUuid(),
      ...(body === undefined ? {} : { body }),
    });
  });
  syncSoon();
}
