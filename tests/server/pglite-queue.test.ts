// The embedded database's bounded queue: past the limit a request answers 503 with Retry-After at
// once instead of waiting behind everyone else. Always on PGlite (the bound is PGlite's), whatever
// TEST_DB says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { ACCOUNTS, call, login } from './helpers';

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cafe-queue-'));
  database = await openDatabase({ memory: true, queueLimit: 3 });
  await seedDemo(database.db, { orders: false });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '10000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  app = await buildApp(config, { database, logger: false });
  await app.ready();
  token = await login(app, ACCOUNTS.acmeOwner);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite queue limit', () => {
  it('answers every one of 40 simultaneous requests, the overflow at once with 503 and Retry-After', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => call(app, 'GET', '/order/list/company', { token, query: { limit: 5 } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.body).toMatchObject({ status: false, message: expect.stringMatching(/busy/) });
    }
  });

  it('serves again once the line has drained', async () => {
    const res = await call(app, 'GET', '/order/list/company', { token, query: { limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });
});
