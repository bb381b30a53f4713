// iCash at a kiosk. A kiosk has no account of its own to pay from, so the consumer proves who they
// are at the counter screen, one of two ways:
//   - mobile: the kiosk asks for a 6-digit code to the consumer's mobile (purpose `kiosk_wallet`, the
//     same hashed, 10-minute, 5-tries codes as a mobile login), and the consumer types it in;
//   - pay code: the consumer's app shows a 12-digit one-time code (and its QR code) for 5 minutes,
//     typed at the kiosk or read by its code scanner.
// Either answers a wallet pass: a random token kept as its hash in `one_time_codes` (purpose
// `kiosk_wallet_pass`, target = the kiosk device), good for ONE order from THAT kiosk within 10
// minutes. Checkout consumes it in the order's own transaction. A newer pass on the same kiosk ends
// the older ones, so the next person at the screen never inherits the last one's wallet.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, oneTimeCodes, stores, users } from '../../db/schema';
import { CONSUMER_ROLES, type Role } from '../../contracts/common';
import type { KioskPayCode, KioskWalletPass } from '../../contracts/kiosk';
import { hashCode, randomToken } from '../../lib/crypto';
import { AppError, badRequest, forbidden } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { consumeCode, issueCode, useCodeOnce, type CodeDeps } from '../auth/service';
import { walletBalance } from '../wallet/ledger';
import type { KioskDevice } from './service';

export const WALLET_PASS_TTL_MS = 10 * 60_000;
export const PAY_CODE_TTL_MS = 5 * 60_000;
/** Pay codes one consumer may make per 15 minutes. */
export const PAY_CODE_LIMIT = 10;

const PASS = 'kiosk_wallet_pass';
const PAY_CODE = 'kiosk_pay_code';
const isConsumer = (role: string) => (CONSUMER_ROLES as readonly Role[]).includes(role as Role);

/**
 * The consumer whose iCash is to pay at a store of `companyUuid`: an active consumer account, and a
 * company's own consumer only at that (active) company. Checked at sign-in and again with the order.
 */
export async function walletPayer(db: DbOrTx, userUuid: string, companyUuid: string): Promise<{ name: string }> {
  const [user] = await db
    .select({ name: users.name, role: users.role, status: users.status, companyUuid: users.companyUuid, companyStatus: companies.status })
    .from(users)
    .leftJoin(companies, eq(companies.uuid, users.companyUuid))
    .where(eq(users.uuid, userUuid));
  if (!user || user.status !== 'active' || !isConsumer(user.role)) throw new AppError(403, 'This account cannot pay with iCash; ask at the counter');
  if (user.role === 'company_consumer' && (user.companyUuid !== companyUuid || user.companyStatus !== 'active')) {
    throw forbidden('Your iCash is for another company’s cafeterias; pay at the counter or by card here');
  }
  return { name: user.name };
}

/** The unused pass `pass` of this kiosk. */
const passOf = (device: KioskDevice, pass: string, codeSecret: string) =>
  and(
    eq(oneTimeCodes.purpose, PASS),
    eq(oneTimeCodes.target, device.uuid),
    eq(oneTimeCodes.codeHash, hashCode(pass, codeSecret)),
    isNull(oneTimeCodes.consumedAt),
  );

/** Sends the 6-digit code to a consumer's mobile. The answer never says whether the number has an account. */
export async function sendWalletCode(deps: CodeDeps, device: KioskDevice, mobile: string) {
  const [user] = await deps.db.select({ uuid: users.uuid, role: users.role, status: users.status }).from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!user || user.status !== 'active' || !isConsumer(user.role)) return;
  const [store] = await deps.db.select({ name: stores.name }).from(stores).where(eq(stores.uuid, device.storeUuid));
  await issueCode(deps, 'kiosk_wallet', mobile, user.uuid, (code) => ({
    channel: 'sms',
    recipient: mobile,
    body: `${code} is your code to pay with iCash at the ${store?.name ?? 'cafeteria'} kiosk. It expires in 10 minutes. Not at a kiosk? Ignore this message.`,
  }));
}

/** A consumer's one-time pay code for a kiosk; a new one replaces the earlier ones. */
export async function makePayCode(deps: CodeDeps, user: AuthContext['user']): Promise<KioskPayCode> {
  if (!isConsumer(user.role)) throw forbidden('Only a consumer account pays with iCash at a kiosk');
  const code = Array.from({ length: 12 }, () => randomInt(0, 10)).join('');
  const hash = hashCode(code, deps.codeSecret);
  const expiresAt = new Date(Date.now() + PAY_CODE_TTL_MS);
  await deps.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, PAY_CODE), eq(oneTimeCodes.userUuid, user.uuid), gt(oneTimeCodes.createdAt, new Date(Date.now() - 15 * 60_000))));
    if (n >= PAY_CODE_LIMIT) throw new AppError(429, 'Too many codes made; please wait a few minutes and try again');
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.purpose, PAY_CODE), eq(oneTimeCodes.userUuid, user.uuid), isNull(oneTimeCodes.consumedAt)));
    // The target is the code's hash, so the kiosk finds it through the (purpose, target) index.
    await tx.insert(oneTimeCodes).values({ purpose: PAY_CODE, target: hash, userUuid: user.uuid, codeHash: hash, expiresAt });
  });
  return { pay_code: code, expires_at: expiresAt.toISOString() };
}

async function consumePayCode(deps: CodeDeps, code: string): Promise<string> {
  const hash = hashCode(code, deps.codeSecret);
  const invalid = () =>
    badRequest('That code is not valid or has expired; show a new one in your app', [{ path: 'pay_code', message: 'Not valid or expired' }]);
  const [row] = await deps.db
    .select({ uuid: oneTimeCodes.uuid, userUuid: oneTimeCodes.userUuid, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, PAY_CODE), eq(oneTimeCodes.target, hash), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row?.userUuid || row.expiresAt.getTime() <= Date.now()) throw invalid();
  // Single use even when two kiosks race for it.
  if (!(await useCodeOnce(deps.db, row.uuid))) throw invalid();
  return row.userUuid;
}

/** Checks the mobile code or the pay code, and gives this kiosk a wallet pass for that consumer. */
export async function verifyWallet(deps: CodeDeps, device: KioskDevice, input: { mobile?: string; otp?: string; pay_code?: string }): Promise<KioskWalletPass> {
  const userUuid = input.pay_code ? await consumePayCode(deps, input.pay_code) : await consumeCode(deps, 'kiosk_wallet', input.mobile!, input.otp!);
  const user = await walletPayer(deps.db, userUuid, device.companyUuid);
  const pass = randomToken(24);
  const expiresAt = new Date(Date.now() + WALLET_PASS_TTL_MS);
  await deps.db.transaction(async (tx) => {
    // One person at the screen at a time: a new pass ends the kiosk's earlier ones.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.purpose, PASS), eq(oneTimeCodes.target, device.uuid), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({ purpose: PASS, target: device.uuid, userUuid, codeHash: hashCode(pass, deps.codeSecret), expiresAt });
  });
  const [company] = await deps.db.select({ currency: companies.currency }).from(companies).where(eq(companies.uuid, device.companyUuid));
  return {
    wallet_pass: pass,
    expires_at: expiresAt.toISOString(),
    first_name: user.name.trim().split(/\s+/)[0] ?? '',
    balance: await walletBalance(deps.db, userUuid),
    currency: company?.currency ?? 'INR',
  };
}

/** The live pass behind `wallet_pass` for this kiosk: whose iCash pays. 400 when unknown, used or expired. */
export async function findWalletPass(db: DbOrTx, codeSecret: string, device: KioskDevice, pass: string): Promise<{ uuid: string; userUuid: string }> {
  const [row] = await db
    .select({ uuid: oneTimeCodes.uuid, userUuid: oneTimeCodes.userUuid, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(passOf(device, pass, codeSecret))
    .limit(1);
  if (!row?.userUuid || row.expiresAt.getTime() <= Date.now()) {
    throw badRequest('Your iCash sign-in has ended; sign in again to pay with iCash', [{ path: 'wallet_pass', message: 'Sign in again' }]);
  }
  return { uuid: row.uuid, userUuid: row.userUuid };
}

/** Uses up a pass inside the order's transaction; a pass already used (a race) rolls the order back. */
export async function consumeWalletPass(tx: DbOrTx, passUuid: string) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.uuid, passUuid), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, new Date())))
    .returning({ uuid: oneTimeCodes.uuid });
  if (used.length === 0) throw new AppError(409, 'This iCash sign-in was already used; sign in again', [{ path: 'wallet_pass', message: 'Already used' }]);
}

/** "Not me" or the idle reset: the kiosk gives its pass back. Unknown passes are ignored. */
export async function forgetWalletPass(db: Db, codeSecret: string, device: KioskDevice, pass: string) {
  await db.update(oneTimeCodes).set({ consumedAt: new Date() }).where(passOf(device, pass, codeSecret));
}
