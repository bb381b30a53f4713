// The audit log of staff writes: who changed what, in the same transaction as the change.
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { EntityStatus } from '../../contracts/common';
import type { AuthContext } from '../../plugins/auth';

type User = AuthContext['user'];

export interface AuditEntry {
  action: string;
  entity: string;
  entityUuid?: string | null;
  companyUuid?: string | null;
  storeUuid?: string | null;
  data?: unknown;
}

export async function audit(db: DbOrTx, actor: User, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUuid: actor.uuid,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityUuid: entry.entityUuid ?? null,
    companyUuid: entry.companyUuid ?? actor.companyUuid,
    storeUuid: entry.storeUuid ?? actor.storeUuid,
    data: entry.data ?? null,
  });
}

/** A write and its audit entry in one transaction; the entry may be made from what the write answers (a new row's uuid). */
export function audited<T>(db: Db, actor: User, write: (tx: Tx) => Promise<T>, entry: AuditEntry | ((out: T) => AuditEntry)): Promise<T> {
  return db.transaction(async (tx) => {
    const out = await write(tx);
    await audit(tx, actor, typeof entry === 'function' ? entry(out) : entry);
    return out;
  });
}

/** A row as the services read it back, with the company and store it belongs to. */
export interface Placed {
  uuid: string;
  company_uuid: string | null;
  store_uuid: string | null;
}

/** The audit pointers to a row: the row, its company and its store. */
export const entryOf = (entity: string, row: Placed) => ({ entity, entityUuid: row.uuid, companyUuid: row.company_uuid, storeUuid: row.store_uuid });

type StatusTable = PgTable & { uuid: AnyPgColumn; status: AnyPgColumn; updatedAt: AnyPgColumn };

interface StatusChange<R extends Placed, V> {
  table: StatusTable;
  entity: string;
  /** The row in the caller's scope, or a 404. */
  find: (db: Db, user: User, uuid: string) => Promise<R>;
  /** What the caller gets back (default: the row as found). */
  view?: (row: R) => V;
  /** After the commit, e.g. telling the menu cache its company changed. */
  changed?: (db: Db, row: R) => void;
}

export type StatusSetter<V> = (db: Db, user: User, uuid: string, status: EntityStatus) => Promise<V>;

/**
 * The status switch of a scoped record: found in the caller's scope (else 404), its status and
 * updated_at written with an audit entry `status` in one transaction, then read back.
 */
export function statusChange<R extends Placed, V = R>(spec: StatusChange<R, V>): StatusSetter<V> {
  return async (db, user, uuid, status) => {
    const existing = await spec.find(db, user, uuid);
    const set = { status, updatedAt: new Date() } as PgUpdateSetSource<StatusTable>;
    const entry = { action: 'status', ...entryOf(spec.entity, existing), data: { status } };
    await audited(db, user, (tx) => tx.update(spec.table).set(set).where(eq(spec.table.uuid, uuid)), entry);
    spec.changed?.(db, existing);
    const row = await spec.find(db, user, uuid);
    return spec.view ? spec.view(row) : (row as unknown as V);
  };
}
