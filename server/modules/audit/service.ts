// The audit log of staff writes: who changed what, in the same transaction as the change.
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';

export async function audit(
  db: DbOrTx,
  actor: AuthContext['user'],
  entry: { action: string; entity: string; entityUuid?: string | null; companyUuid?: string | null; storeUuid?: string | null; data?: unknown },
) {
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
