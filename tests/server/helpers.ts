// Builds the app on a fresh database for one test file: an in-memory PGlite, or with TEST_DB=postgres
// a new database on the local PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432)
// that is dropped when the file ends. Demo accounts are seeded without orders or images.
// A test file sets itself up with the `use…` fixtures (useTestApp, useTokens, useDirectory here;
// useWorld in ordering-fixtures.ts, useSocketServer in socket-fixtures.ts): each registers its own
// beforeAll/afterAll and answers an object that is filled in before the first test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { companies, outboxMessages, stores, users } from '../../server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';

export const usePostgres = process.env.TEST_DB === 'postgres';
const serverUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
})();

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<Database> {
  if (!usePostgres) return openDatabase({ memory: true });
  const name = `cafe_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: `${serverUrl}/${name}`, poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-api-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '10000', ...env },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const database = await createTestDatabase();
  await seedDemo(database.db, { orders: false });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app of one test file: built before its first test, closed after its last. Read it inside hooks and tests only. */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(async () => t.close?.());
  return t;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

export async function call(app: FastifyInstance, method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = String(v);
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    query,
    headers: { ...(opts.token ? { 'x-auth-token': opts.token } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: boolean; message: string; data?: any; token?: string; errors?: { path: string; message: string }[] },
    headers: res.headers,
  };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/company/login', { body: { email, password } });
  if (res.status !== 200 || !res.body.token) throw new Error(`login ${email} failed: ${res.status} ${res.body.message}`);
  return res.body.token;
}

/** The newest message the outbox holds for a recipient, and the 6-digit code in it. */
export async function lastCodeFor(database: Database, recipient: string): Promise<string> {
  const [msg] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = msg?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export const ACCOUNTS = {
  admin: 'admin@example.com',
  acmeOwner: 'owner@acme.example.com',
  acmeDesk: 'desk@acme.example.com',
  acmeManager: 'manager.hq@acme.example.com',
  acmeCashier: 'cashier.hq@acme.example.com',
  globexOwner: 'owner@globex.example.com',
  globexManager: 'manager.east@globex.example.com',
  alice: 'alice@example.com',
  bob: 'bob@example.com',
} as const;

export type AccountKey = keyof typeof ACCOUNTS;

/**
 * Tokens of the demo accounts named by their ACCOUNTS key (every account when none are named), and of
 * other accounts by e-mail under the names given, signed in before the file's tests.
 */
export function useTokens<K extends AccountKey = AccountKey, O extends string = never>(
  t: TestApp,
  keys: readonly K[] = Object.keys(ACCOUNTS) as K[],
  others: Record<O, string> = {} as Record<O, string>,
): Record<K | O, string> {
  const tok = {} as Record<K | O, string>;
  beforeAll(async () => {
    const emails: [K | O, string][] = [...keys.map((k): [K, string] => [k, ACCOUNTS[k]]), ...(Object.entries(others) as [O, string][])];
    for (const [name, email] of emails) tok[name] = await login(t.app, email);
  });
  return tok;
}

export interface Directory {
  /** company uuid by slug */
  company: Record<string, string>;
  /** store uuid by slug */
  store: Record<string, string>;
  /** user uuid by e-mail */
  person: Record<string, string>;
}

/** The uuids of the seeded companies, stores and people, looked up before the file's tests. */
export function useDirectory(t: TestApp): Directory {
  const d: Directory = { company: {}, store: {}, person: {} };
  beforeAll(async () => {
    const db = t.database.db;
    for (const c of await db.select().from(companies)) d.company[c.slug] = c.uuid;
    for (const s of await db.select().from(stores)) d.store[s.slug] = s.uuid;
    for (const u of await db.select().from(users)) if (u.email) d.person[u.email] = u.uuid;
  });
  return d;
}
