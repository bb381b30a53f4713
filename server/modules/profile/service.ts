// A consumer's profile: read by the person or by staff in scope, edited only by the person. A new
// password needs the current one and ends the person's other sessions. Saved allergens are a
// consumer's own (the apps warn before adding an item holding one); a staff account keeps none.
import { and, count, eq, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, orders, sessions, users } from '../../db/schema';
import type { Allergen } from '../../contracts/menu';
import type { Profile, profileUpdateSchema } from '../../contracts/profile';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/http';
import { givenFields } from '../../lib/changed-fields';
import type { AuthContext } from '../../plugins/auth';
import { consumerInScope, isConsumer } from '../orders/service';
import { walletBalance } from '../wallet/ledger';

type User = AuthContext['user'];

export async function readProfile(db: Db, user: User, uuid: string): Promise<Profile> {
  // Consumers: only themselves (another consumer's profile is not found); staff: a consumer in scope.
  if (isConsumer(user) || uuid === user.uuid) {
    if (uuid !== user.uuid) throw notFound('Profile');
  } else {
    await consumerInScope(db, user, uuid);
  }
  const [row] = await db
    .select({
      uuid: users.uuid,
      role: users.role,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      company_uuid: users.companyUuid,
      company_name: companies.name,
      employee_code: users.employeeCode,
      status: users.status,
      allergens: users.allergens,
      created_at: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.uuid, users.companyUuid))
    .where(eq(users.uuid, uuid));
  if (!row) throw notFound('Profile');
  const [balance, [{ n }]] = await Promise.all([walletBalance(db, uuid), db.select({ n: count() }).from(orders).where(eq(orders.userUuid, uuid))]);
  return { ...row, allergens: row.allergens as Allergen[], wallet_balance: balance, order_count: n, created_at: row.created_at.toISOString() };
}

export async function updateProfile(
  db: Db,
  auth: { user: User; sessionUuid: string },
  uuid: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<Profile> {
  const user = auth.user;
  if (uuid !== user.uuid) throw (isConsumer(user) ? notFound('Profile') : forbidden('You may only edit your own profile'));
  const [me] = await db.select().from(users).where(eq(users.uuid, uuid));
  if (!me) throw notFound('Profile');
  if (input.allergens !== undefined && !isConsumer(user)) throw forbidden('Only a consumer saves allergens');
  if (input.email === null && input.mobile === null) throw badRequest('Keep an e-mail or a mobile number to log in with');
  if ((input.email === null && !me.mobile && input.mobile === undefined) || (input.mobile === null && !me.email && input.email === undefined)) {
    throw badRequest('Keep an e-mail or a mobile number to log in with');
  }
  if (input.email || input.mobile) {
    const clash = await db
      .select({ email: users.email, mobile: users.mobile })
      .from(users)
      .where(and(ne(users.uuid, uuid), or(input.email ? eq(users.email, input.email) : undefined, input.mobile ? eq(users.mobile, input.mobile) : undefined)))
      .limit(1);
    if (clash[0]) {
      if (input.email && clash[0].email === input.email) throw conflict('That e-mail address is already in use', 'email');
      throw conflict('That mobile number is already in use', 'mobile');
    }
  }
  let passwordHash: string | undefined;
  if (input.password) {
    if (!(await verifyPassword(me.passwordHash, input.current_password ?? ''))) {
      throw new AppError(400, 'Your current password is not right', [{ path: 'current_password', message: 'Not right' }]);
    }
    passwordHash = await hashPassword(input.password);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...givenFields(input, ['name', 'email', 'mobile', 'allergens']),
        ...(passwordHash && { passwordHash }),
        updatedAt: new Date(),
      })
      .where(eq(users.uuid, uuid));
    if (passwordHash) {
      // A changed password ends every other session of the person; this one stays.
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userUuid, uuid), ne(sessions.uuid, auth.sessionUuid)));
    }
  });
  return readProfile(db, user, uuid);
}
