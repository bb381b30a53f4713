// A position in a newest-first list (`created_at desc, uuid desc`) as an opaque token for keyset
// pages: the last row's created_at to the microsecond, in UTC (a JS Date would round it to the
// millisecond, and rows of the same millisecond would be skipped), and its uuid.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http';

export interface ListPosition {
  /** created_at as `YYYY-MM-DDTHH:MM:SS.uuuuuuZ`. */
  at: string;
  uuid: string;
}

const AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A row's created_at as the exact text a cursor carries (select it beside the row). */
export const cursorTime = (createdAt: AnyColumn) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (p: ListPosition) => Buffer.from(`${p.at}|${p.uuid}`, 'utf8').toString('base64url');

/** The position a token names; a 400 (at `field`) for anything that is not a token of ours. */
export function decodeCursor(token: string, field = 'after'): ListPosition {
  const [at = '', uuid = '', ...rest] = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8').split('|') : [];
  const ms = AT.exec(at)?.[1];
  // A real instant: the date parts survive a round trip (no 30 February, no hour 25).
  const real = ms !== undefined && !Number.isNaN(Date.parse(`${ms}Z`)) && new Date(`${ms}Z`).toISOString() === `${ms}Z`;
  if (!real || !UUID.test(uuid) || rest.length) throw badRequest('The page cursor is not valid', [{ path: field, message: 'Not a cursor of this list' }]);
  return { at, uuid };
}

/** The rows after a position in `created_at desc, uuid desc` order (an index on both serves it). */
export const after = (createdAt: AnyColumn, uuid: AnyColumn, p: ListPosition): SQL => sql`(${createdAt}, ${uuid}) < (${p.at}::timestamptz, ${p.uuid}::uuid)`;
