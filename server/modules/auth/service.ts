// Logins, sessions, one-time codes and consumer registration. Sessions live in `sessions` (refresh
// token stored hashed, rotated on each refresh); codes live in `one_time_codes` (hashed, 10-minute
// life, single use, locked after 5 wrong tries); the messages that carry codes go through the outbox.
// Password logins count wrong tries on the user row (`failed_logins`, `locked_until`): the tenth
// locks the account for LOGIN_LOCK_MINUTES (PCI DSS 8.3.4); time, a reset by code or staff unlock it.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, oneTimeCodes, sessions, stores, users } from '../../db/schema';
import type { AuthUser } from '../../contracts/auth';
import type { Role } from '../../contracts/common';
import { hashCode, hashPassword, randomToken, sha256, sixDigitCode, safeEqual, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/http';
import { enqueueMessage } from '../outbox/service';
import { acceptInvitation, companyToJoin } from '../companies/join';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** At most this many codes to one address within CODE_SEND_WINDOW_MS. */
export const CODE_SEND_LIMIT = 3;
export const CODE_SEND_WINDOW_MS = 15 * 60_000;
/** Password tries an account gets before it locks (PCI DSS 8.3.4: at most 10) ... */
export const LOGIN_MAX_FAILURES = 10;
/** ... and how long the lock lasts unless staff or a password reset lifts it sooner. */
export const LOGIN_LOCK_MINUTES = 15;

export interface AuthDeps {
  db: Db;
  codeSecret: string;
  refreshTtlDays: number;
  accessTtlSeconds: number;
  signAccessToken(userUuid: string, sessionUuid: string, role: Role): string;
}

export interface LoginResult {
  token: string;
  user: AuthUser;
  refresh_token: string;
  expires_in: number;
}

const CONSUMER_ROLES = ['consumer', 'company_consumer'];

export async function loadAuthUser(db: DbOrTx, userUuid: string): Promise<AuthUser> {
  const [row] = await db
    .select({
      uuid: users.uuid,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      status: users.status,
      company_uuid: users.companyUuid,
      company_name: companies.name,
      company_slug: companies.slug,
      store_uuid: users.storeUuid,
      store_name: stores.name,
      store_slug: stores.slug,
    })
    .from(users)
    .leftJoin(companies, eq(companies.uuid, users.companyUuid))
    .leftJoin(stores, eq(stores.uuid, users.storeUuid))
    .where(eq(users.uuid, userUuid))
    .limit(1);
  if (!row) throw notFound('User');
  return { ...row, role: row.role as Role };
}

async function openSession(deps: AuthDeps, userUuid: string, userAgent?: string): Promise<LoginResult> {
  const refresh = randomToken(32);
  const [session] = await deps.db
    .insert(sessions)
    .values({
      userUuid,
      refreshTokenHash: sha256(refresh),
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    })
    .returning({ uuid: sessions.uuid });
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.uuid, userUuid));
  const user = await loadAuthUser(deps.db, userUuid);
  return { token: deps.signAccessToken(userUuid, session.uuid, user.role), user, refresh_token: refresh, expires_in: deps.accessTtlSeconds };
}

async function assertTenantActive(db: DbOrTx, user: { companyUuid: string | null; storeUuid: string | null }) {
  if (user.companyUuid) {
    const [c] = await db.select({ status: companies.status }).from(companies).where(eq(companies.uuid, user.companyUuid));
    if (c?.status !== 'active') throw new AppError(403, 'Your company is not active; ask your administrator');
  }
  if (user.storeUuid) {
    const [s] = await db.select({ status: stores.status }).from(stores).where(eq(stores.uuid, user.storeUuid));
    if (s?.status !== 'active') throw new AppError(403, 'Your store is not active; ask your administrator');
  }
}

const badLogin = () => unauthorized('The e-mail, mobile or password is not correct');

/** 423 with how long is left; the lock is said plainly so that its owner knows what to do. */
function accountLocked(lockedUntil: Date | null) {
  const left = lockedUntil ? Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000) : LOGIN_LOCK_MINUTES;
  const minutes = Math.min(LOGIN_LOCK_MINUTES, Math.max(1, left));
  return new AppError(
    423,
    `This account is locked after too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or ask a manager to unlock it.`,
  );
}

/**
 * Takes one password try for an account, in one statement, before the password is compared: so
 * however many tries arrive at once, no more than LOGIN_MAX_FAILURES are ever compared per lock
 * period (counting after the compare would let a burst all be compared against the same count).
 * The try that reaches the limit sets the lock straight away; if its password turns out right,
 * clearLoginFailures lifts it again. A lock that has run out starts the count afresh. Answers
 * undefined while the account is locked.
 */
async function takeLoginTry(db: DbOrTx, userUuid: string) {
  const base = sql`(case when ${users.lockedUntil} <= now() then 0 else ${users.failedLogins} end)`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`${base} + 1`,
      lockedUntil: sql`case when ${base} + 1 >= ${LOGIN_MAX_FAILURES} then now() + ${sql.raw(`interval '${LOGIN_LOCK_MINUTES} minutes'`)} else null end`,
    })
    .where(and(eq(users.uuid, userUuid), or(isNull(users.lockedUntil), sql`${users.lockedUntil} <= now()`)))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return row;
}

/** Forgets the wrong tries and lifts a lock: a right password, a reset by code, or staff. */
export async function clearLoginFailures(db: DbOrTx, userUuid: string) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.uuid, userUuid));
}

/**
 * Password login (staff and consumers alike use this one route).
 *
 * Enumeration: a wrong password and an unknown account answer the same 401 with the same message,
 * and take the same time (verifyPassword hashes even without an account). Only an existing account
 * can lock, so whoever spends ten wrong tries on one name learns that it exists. We accept that on
 * purpose: PCI wants the lock visible to its owner, the per-address rate limit makes such probing
 * slow, and registration already tells whether an e-mail or mobile has an account (its 409). Faking
 * locks for unknown names would need a shared store of names that do not exist, for no real gain.
 */
export async function login(deps: AuthDeps, input: { email?: string; mobile?: string; password: string }, userAgent?: string): Promise<LoginResult> {
  const email = input.email?.trim().toLowerCase();
  const mobile = input.mobile?.trim();
  // The same field may carry either: "email" holding digits is a mobile number.
  const where = email
    ? /^\+?[0-9]{7,15}$/.test(email)
      ? eq(users.mobile, email)
      : eq(users.email, email)
    : eq(users.mobile, mobile ?? '');
  const [user] = await deps.db.select().from(users).where(where).limit(1);
  if (!user) {
    await verifyPassword(null, input.password);
    throw badLogin();
  }
  // While locked, even the right password is refused, and no password is compared at all.
  const attempt = await takeLoginTry(deps.db, user.uuid);
  if (!attempt) throw accountLocked(user.lockedUntil);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (attempt.lockedUntil) throw accountLocked(attempt.lockedUntil);
    throw badLogin();
  }
  await clearLoginFailures(deps.db, user.uuid);
  if (user.status !== 'active') throw new AppError(403, 'This account is not active; ask your administrator');
  await assertTenantActive(deps.db, user);
  return openSession(deps, user.uuid, userAgent);
}

/**
 * A staff member's password checked without opening a session (a manager approving at a till,
 * modules/discounts): the same wrong-try count and lock as login, the same answer for an unknown
 * e-mail and a wrong password. Answers the account (active) when the password is right.
 */
export async function checkPassword(db: DbOrTx, emailText: string, password: string): Promise<typeof users.$inferSelect> {
  const email = emailText.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await verifyPassword(null, password);
    throw badLogin();
  }
  const attempt = await takeLoginTry(db, user.uuid);
  if (!attempt) throw accountLocked(user.lockedUntil);
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (attempt.lockedUntil) throw accountLocked(attempt.lockedUntil);
    throw badLogin();
  }
  await clearLoginFailures(db, user.uuid);
  if (user.status !== 'active') throw new AppError(403, 'This account is not active; ask your administrator');
  return user;
}

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<LoginResult> {
  const hash = sha256(refreshToken);
  const [session] = await deps.db
    .select({ uuid: sessions.uuid, userUuid: sessions.userUuid, status: users.status, companyUuid: users.companyUuid, storeUuid: users.storeUuid })
    .from(sessions)
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(and(eq(sessions.refreshTokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!session || session.status !== 'active') throw unauthorized('Your session has ended, please log in again');
  await assertTenantActive(deps.db, session);
  const next = randomToken(32);
  // Rotation: the old refresh token stops working the moment the new one is issued.
  const rotated = await deps.db
    .update(sessions)
    .set({ refreshTokenHash: sha256(next), expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000) })
    .where(and(eq(sessions.uuid, session.uuid), eq(sessions.refreshTokenHash, hash)))
    .returning({ uuid: sessions.uuid });
  if (rotated.length === 0) throw unauthorized('Your session has ended, please log in again');
  const user = await loadAuthUser(deps.db, session.userUuid);
  return { token: deps.signAccessToken(user.uuid, session.uuid, user.role), user, refresh_token: next, expires_in: deps.accessTtlSeconds };
}

/** Ends every open session of a user (password change, deactivation). */
export async function revokeUserSessions(db: DbOrTx, userUuid: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
}

export async function logout(db: Db, sessionUuid: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.uuid, sessionUuid), isNull(sessions.revokedAt)));
}

/** What a code is for; a code answers only its own purpose. `kiosk_wallet` signs a consumer in to pay with iCash at a kiosk. */
export type CodePurpose = 'password_reset' | 'mobile_login' | 'kiosk_wallet';
export type CodeDeps = Pick<AuthDeps, 'db' | 'codeSecret'>;

/**
 * Makes a code and queues its message. Past CODE_SEND_LIMIT codes per address per window it sends
 * nothing and answers false: callers answer the same either way, because a refusal only an existing
 * account could earn would tell which addresses have one.
 */
export async function issueCode(
  deps: CodeDeps,
  purpose: CodePurpose,
  target: string,
  userUuid: string,
  send: (code: string) => Parameters<typeof enqueueMessage>[1],
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const since = new Date(Date.now() - CODE_SEND_WINDOW_MS);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), gt(oneTimeCodes.createdAt, since)));
    if (n >= CODE_SEND_LIMIT) return false;
    // A new code replaces the earlier ones: only the latest can be used.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)));
    const code = sixDigitCode();
    await tx.insert(oneTimeCodes).values({
      purpose,
      target,
      userUuid,
      codeHash: hashCode(code, deps.codeSecret),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await enqueueMessage(tx, send(code));
    return true;
  });
}

const codeInvalid = () => badRequest('The code is not valid; request a new one', [{ path: 'otp', message: 'The code is not valid' }]);
const codeExpired = () => badRequest('The code has expired; request a new one', [{ path: 'otp', message: 'The code has expired' }]);
const codeLocked = () => new AppError(429, 'Too many wrong tries; request a new code');

/**
 * Checks a code; every try counts, and after CODE_MAX_ATTEMPTS the code is locked for good. The try
 * is taken in one conditional UPDATE before the hash is compared, so concurrent tries each take
 * their own slot and no more than CODE_MAX_ATTEMPTS are ever compared (the row lock of the UPDATE
 * orders them, on PGlite and PostgreSQL alike).
 */
export async function consumeCode(deps: CodeDeps, purpose: CodePurpose, target: string, code: string): Promise<string> {
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row || !row.userUuid) throw codeInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw codeExpired();
  const [tried] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.uuid, row.uuid),
        sql`${oneTimeCodes.attempts} < ${CODE_MAX_ATTEMPTS}`,
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!tried) {
    // No try left to take: say why, from the row as it is now.
    const [current] = await deps.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.uuid, row.uuid));
    if (!current || current.consumedAt) throw codeInvalid();
    if (current.attempts >= CODE_MAX_ATTEMPTS) throw codeLocked();
    throw codeExpired();
  }
  if (!safeEqual(row.codeHash, hashCode(code, deps.codeSecret))) {
    const left = CODE_MAX_ATTEMPTS - tried.attempts;
    if (left <= 0) throw codeLocked();
    throw badRequest(`The code is not correct; ${left} ${left === 1 ? 'try' : 'tries'} left`, [{ path: 'otp', message: 'The code is not correct' }]);
  }
  if (!(await useCodeOnce(deps.db, row.uuid))) throw codeInvalid();
  return row.userUuid;
}

/** Marks a code used; false when it already was. Single use even when two requests race: only the one that flips consumed_at wins. */
export async function useCodeOnce(db: DbOrTx, codeUuid: string): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.uuid, codeUuid), isNull(oneTimeCodes.consumedAt)))
    .returning({ uuid: oneTimeCodes.uuid });
  return used.length > 0;
}

export async function forgotPassword(deps: AuthDeps, email: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  // The answer is the same whether or not the account exists, so addresses cannot be probed; past
  // the send limit issueCode quietly sends nothing, for the same reason.
  if (!user || user.status !== 'active') return;
  await issueCode(deps, 'password_reset', email, user.uuid, (code) => ({
    channel: 'email',
    recipient: email,
    subject: 'Your password reset code',
    body: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  }));
}

export async function resetPassword(deps: AuthDeps, input: { email: string; otp: string; newPassword: string }) {
  const userUuid = await consumeCode(deps, 'password_reset', input.email, input.otp);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // Proving the mailbox also lifts a password lockout: the new password works at once.
    await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(users.uuid, userUuid));
    // A reset ends every open session: whoever had the old password is out.
    await revokeUserSessions(tx, userUuid);
  });
}

export async function requestMobileCode(deps: AuthDeps, mobile: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!user || user.status !== 'active' || !CONSUMER_ROLES.includes(user.role)) return;
  await issueCode(deps, 'mobile_login', mobile, user.uuid, (code) => ({
    channel: 'sms',
    recipient: mobile,
    body: `${code} is your Cafeteria login code. It expires in 10 minutes.`,
  }));
}

export async function verifyMobileCode(deps: AuthDeps, mobile: string, otp: string, userAgent?: string): Promise<LoginResult> {
  const userUuid = await consumeCode(deps, 'mobile_login', mobile, otp);
  const [user] = await deps.db.select().from(users).where(eq(users.uuid, userUuid));
  if (!user || user.status !== 'active') throw new AppError(403, 'This account is not active; ask your administrator');
  await assertTenantActive(deps.db, user);
  return openSession(deps, userUuid, userAgent);
}

export async function register(
  deps: AuthDeps,
  input: { name: string; email: string; mobile: string; password: string; company_slug?: string; join_code?: string },
  userAgent?: string,
): Promise<LoginResult> {
  // A company decides who joins it (an invitation, a listed e-mail domain or its join code): see
  // companies/join.ts. The e-mail is not verified here, so a domain proves only that the person
  // typed an address of it (README, "Joining a company").
  const join = await companyToJoin(deps.db, { companySlug: input.company_slug, email: input.email, mobile: input.mobile, joinCode: input.join_code });
  const taken = await deps.db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.mobile, input.mobile)));
  if (taken.some((t) => t.email === input.email)) throw conflict('An account with this e-mail already exists', 'email');
  if (taken.some((t) => t.mobile === input.mobile)) throw conflict('An account with this mobile number already exists', 'mobile');
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        role: join ? 'company_consumer' : 'consumer',
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        companyUuid: join?.companyUuid ?? null,
      })
      .returning({ uuid: users.uuid });
    // Used once: if another registration took it meanwhile, this one rolls back.
    if (join?.invitationUuid) await acceptInvitation(tx, join.invitationUuid, row.uuid);
    return row;
  });
  return openSession(deps, user.uuid, userAgent);
}
