// Call numbers: the short number a counter calls out (`K-042`), per store and business day, one
// letter per way of ordering (K kiosk, C till, A app/web, B back office). The number is taken in the
// order's own statement (checkout/statements.ts: an upsert of `call_number_counters` returning the
// new count), so it commits or rolls back with the order: consecutive, never doubled, on PGlite and
// PostgreSQL alike. An offline till or kiosk numbers its orders itself with a letter of its own for
// the day (`call_number_letters`, reserved while online here), so two offline devices never print the
// same number; the server keeps that number when it is the device's, and otherwise gives the order a
// number of its own and notes the printed one in the order's history.
// The business day is the calendar day in BUSINESS_TIME_ZONE (config.ts; stores have no time zone).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callNumberLetters, orders } from '../../db/schema';
import type { OrderChannel } from '../../contracts/ordering';
import { CALL_NUMBER_PATTERN, type CallLetter } from '../../contracts/call-numbers';
import { AppError } from '../../lib/http';

/** Each way of ordering counts on its own letter. */
export const CHANNEL_LETTERS: Record<OrderChannel, string> = { kiosk: 'K', cashier: 'C', consumer: 'A', guest: 'A', backoffice: 'B' };
/** The letters offline devices get, one each per store and day: none of the channels', and no I, O or Q (read as 1 and 0). */
export const OFFLINE_LETTERS = 'DEFGHJLMNPRSTUVWXYZ'.split('');

let businessTimeZone = 'UTC';

/** Set once at start (buildApp) from BUSINESS_TIME_ZONE. */
export function setBusinessTimeZone(zone: string): void {
  businessTimeZone = zone;
}

/** The business day (YYYY-MM-DD) an instant falls on: its calendar day in the business time zone. */
/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (a checkout asks once). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function businessDay(at: Date, zone = businessTimeZone): string {
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

export const formatCallNumber = (letter: string, n: number) => `${letter}-${String(n).padStart(3, '0')}`;

/** A till's or kiosk's key in call_number_letters. */
export const kioskKey = (deviceUuid: string) => `kiosk:${deviceUuid}`;
export const tillKey = (deviceId: string) => `till:${deviceId}`;

/**
 * The letter a device numbers its offline orders with on today's business day: the one it already
 * has, else the first free one (two devices asking at once cannot get the same: the letter is the
 * key). `last_number` is the highest of its numbers the server has, so a device that lost its own
 * count goes on after it.
 */
export async function reserveOfflineLetter(db: DbOrTx, storeUuid: string, deviceKey: string, now = new Date()): Promise<CallLetter> {
  const day = businessDay(now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [held] = await db
      .select({ letter: callNumberLetters.letter })
      .from(callNumberLetters)
      .where(and(eq(callNumberLetters.storeUuid, storeUuid), eq(callNumberLetters.businessDay, day), eq(callNumberLetters.deviceKey, deviceKey)));
    if (held) return { business_day: day, letter: held.letter, last_number: await lastNumber(db, storeUuid, day, held.letter), time_zone: businessTimeZone };
    const taken = new Set(
      (
        await db
          .select({ letter: callNumberLetters.letter })
          .from(callNumberLetters)
          .where(and(eq(callNumberLetters.storeUuid, storeUuid), eq(callNumberLetters.businessDay, day)))
      ).map((r) => r.letter),
    );
    const free = OFFLINE_LETTERS.find((l) => !taken.has(l));
    if (!free) throw new AppError(409, 'Every offline letter of this store is taken today; this device numbers its orders online only');
    // Another device may take the same letter meanwhile: nothing is inserted then, and we look again.
    await db.insert(callNumberLetters).values({ storeUuid, businessDay: day, letter: free, deviceKey }).onConflictDoNothing();
  }
  throw new AppError(503, 'Could not reserve an offline letter; try again');
}

async function lastNumber(db: DbOrTx, storeUuid: string, day: string, letter: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(substring(${orders.callNumber} from 3)::int)` })
    .from(orders)
    .where(and(eq(orders.storeUuid, storeUuid), eq(orders.callDay, day), sql`${orders.callNumber} like ${`${letter}-%`}`));
  return Number(row?.n ?? 0);
}

/** How an order's call number is found: a letter's next number, or the number an offline device printed. */
export type CallNumberPlan = { day: string; letter: string; given: null; printed: string | null } | { day: string; letter: null; given: string; printed: null };

/**
 * The call number of a new order. Online: the channel's letter, numbered in the order's statement.
 * Offline with a number the device printed: kept when it is of the letter the device reserved for
 * the day it was taken, and not used yet; otherwise the order is numbered as online and the printed
 * number goes in its history (`printed`), so staff can still match the guest's receipt.
 */
export async function planCallNumber(
  db: DbOrTx,
  o: { storeUuid: string; channel: OrderChannel; deviceKey: string | null; printed?: string; takenAt?: Date; now: Date },
): Promise<CallNumberPlan> {
  const day = businessDay(o.takenAt ?? o.now);
  const online = { day, letter: CHANNEL_LETTERS[o.channel], given: null, printed: o.printed ?? null } as const;
  if (!o.printed || !o.deviceKey || !CALL_NUMBER_PATTERN.test(o.printed)) return online;
  const letter = o.printed[0];
  const [mine] = await db
    .select({ letter: callNumberLetters.letter })
    .from(callNumberLetters)
    .where(
      and(
        eq(callNumberLetters.storeUuid, o.storeUuid),
        eq(callNumberLetters.businessDay, day),
        eq(callNumberLetters.letter, letter),
        eq(callNumberLetters.deviceKey, o.deviceKey),
      ),
    );
  if (!mine) return online;
  const [used] = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(eq(orders.storeUuid, o.storeUuid), eq(orders.callDay, day), eq(orders.callNumber, o.printed)));
  return used ? online : { day, letter: null, given: o.printed, printed: null };
}

/** The history note of an order whose printed number could not be kept. */
export const renumberedNote = (printed: string, callNumber: string) => `Printed offline as ${printed}; called ${callNumber}`;
