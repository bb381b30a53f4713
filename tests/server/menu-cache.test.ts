// The public menu from memory, its ETags and compression (issue 13): an unchanged menu answers 304;
// every catalogue write (price, availability, an option sold out, a checkout taking the last unit)
// gives a new ETag at once; compressed answers decode to the same JSON; with REDIS_URL a write in one
// app instance reaches another's cache; hashed assets are served precompressed and immutable.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { MenuCache } from '../../server/modules/products/menu-cache';
import { ACCOUNTS, call, createTestApp, login, usePostgres, useTestApp, useTokens } from './helpers';
import { loadWorld, newDevice, setProduct, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager']);

const MENU = '/api/v1/product/lists?store_slug=acme-hq&limit=100';

async function menu(app: FastifyInstance, headers: Record<string, string> = {}, url = MENU) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, headers: res.headers, raw: res.rawPayload, json: () => res.json() };
}

type MenuItem = { uuid: string; price: number; in_stock: boolean; option_groups: { options: { uuid: string; available: boolean }[] }[] };
const itemsOf = (m: Awaited<ReturnType<typeof menu>>) => (m.json() as { data: { items: MenuItem[] } }).data.items;

/** The menu's ETag now, after checking that revalidating with it costs a bodiless 304. */
async function unchangedEtag(app: FastifyInstance, url = MENU) {
  const first = await menu(app, {}, url);
  expect(first.status).toBe(200);
  expect(first.etag).toMatch(/^"[^"]+"$/);
  const again = await menu(app, { 'if-none-match': first.etag! }, url);
  expect(again.status).toBe(304);
  expect(again.raw.length).toBe(0);
  expect(again.etag).toBe(first.etag);
  return first.etag!;
}

describe('GET /product/lists from memory with ETags', () => {
  it('answers 304 to its ETag while nothing changed, and is served from memory', async () => {
    const etag = await unchangedEtag(t.app);
    expect((await menu(t.app, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await menu(t.app, { 'if-none-match': '"not-this-one"' })).status).toBe(200);
    // A write behind the app's back (no service, so no bump) is not seen: the answer is the kept one.
    const before = itemsOf(await menu(t.app)).find((i) => i.uuid === w.hqProducts[0].uuid)!;
    await setProduct(t.database, w.hqProducts[0].uuid, { price: before.price + 1 });
    expect((await menu(t.app)).etag).toBe(etag);
    await setProduct(t.database, w.hqProducts[0].uuid, { price: before.price });
  });

  it('gives a new ETag and the new price after a price change', async () => {
    const etag = await unchangedEtag(t.app);
    const p = w.hqProducts[0];
    const res = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeManager, body: { price: p.price + 50 } });
    expect(res.status).toBe(200);
    const after = await menu(t.app, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(etag);
    expect(itemsOf(after).find((i) => i.uuid === p.uuid)!.price).toBe(p.price + 50);
  });

  it('gives a new ETag after an availability switch', async () => {
    const etag = await unchangedEtag(t.app);
    const p = w.hqProducts[1];
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeManager, body: { uuid: p.uuid, is_available: false } })).status).toBe(200);
    const off = await menu(t.app, { 'if-none-match': etag });
    expect(off.status).toBe(200);
    expect(itemsOf(off).some((i) => i.uuid === p.uuid)).toBe(false);
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeManager, body: { uuid: p.uuid, is_available: true } })).status).toBe(200);
    const on = await menu(t.app, { 'if-none-match': off.etag! });
    expect(on.status).toBe(200);
    expect(itemsOf(on).some((i) => i.uuid === p.uuid)).toBe(true);
  });

  it('gives a new ETag after an option is sold out', async () => {
    const etag = await unchangedEtag(t.app);
    const withOption = itemsOf(await menu(t.app)).find((i) => i.option_groups.some((g) => g.options.some((o) => o.available)))!;
    const option = withOption.option_groups.flatMap((g) => g.options).find((o) => o.available)!;
    expect((await call(t.app, 'PUT', '/option/change/status', { token: tok.acmeManager, body: { uuid: option.uuid, is_available: false } })).status).toBe(200);
    const after = await menu(t.app, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const sold = itemsOf(after)
      .find((i) => i.uuid === withOption.uuid)!
      .option_groups.flatMap((g) => g.options)
      .find((o) => o.uuid === option.uuid)!;
    expect(sold.available).toBe(false);
  });

  it('gives a new ETag after a checkout sells the last tracked unit, and again when a cancel gives it back', async () => {
    const p = w.hqProducts[2];
    expect((await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeManager, body: { stock: 1 } })).status).toBe(200);
    const etag = await unchangedEtag(t.app);
    expect(itemsOf(await menu(t.app)).find((i) => i.uuid === p.uuid)!.in_stock).toBe(true);
    const placed = await call(t.app, 'POST', '/checkout/guest', {
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        payment_method: 'counter',
        ip_address: newDevice(),
        customer_name: 'Walk-up',
        items: [{ product_uuid: p.uuid, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);
    const after = await menu(t.app, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(itemsOf(after).find((i) => i.uuid === p.uuid)!.in_stock).toBe(false);
    const cancelled = await call(t.app, 'PUT', '/order/status/update', {
      token: tok.acmeManager,
      body: { order_uuid: placed.body.data.order.uuid, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const back = await menu(t.app, { 'if-none-match': after.etag! });
    expect(back.status).toBe(200);
    expect(itemsOf(back).find((i) => i.uuid === p.uuid)!.in_stock).toBe(true);
  });

  it('gives a new ETag after a category is renamed, and after a store is deactivated', async () => {
    const etag = await unchangedEtag(t.app);
    const item = itemsOf(await menu(t.app))[0] as MenuItem & { category_uuid: string; category_name: string };
    const renamed = `${item.category_name} (new)`;
    expect((await call(t.app, 'PUT', `/category/update/${item.category_uuid}`, { token: tok.acmeManager, body: { name: renamed } })).status).toBe(200);
    const after = await menu(t.app, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((itemsOf(after) as (MenuItem & { category_name: string })[]).some((i) => i.category_name === renamed)).toBe(true);
    const owner = await login(t.app, ACCOUNTS.acmeOwner);
    const plantMenu = '/api/v1/product/lists?store_slug=acme-plant&limit=5';
    const plantEtag = await unchangedEtag(t.app, plantMenu);
    expect((await call(t.app, 'PUT', `/company/store/status/update/${w.plant}`, { token: owner, body: { status: 'inactive' } })).status).toBe(200);
    const gone = await menu(t.app, { 'if-none-match': plantEtag }, plantMenu);
    expect(gone.status).toBe(200);
    expect(itemsOf(gone)).toHaveLength(0);
    expect((await call(t.app, 'PUT', `/company/store/status/update/${w.plant}`, { token: owner, body: { status: 'active' } })).status).toBe(200);
  });

  it('keeps the menus of other companies when one company writes', async () => {
    const [{ slug }] = await t.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.uuid, w.globex));
    const url = `/api/v1/product/lists?company_slug=${slug}&limit=5`;
    const etag = await unchangedEtag(t.app, url);
    const p = w.hqProducts[0];
    expect((await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeManager, body: { price: p.price + 7 } })).status).toBe(200);
    expect((await menu(t.app, { 'if-none-match': etag }, url)).status).toBe(304);
  });
});

describe('ETags on the other menu calls', () => {
  it('answers 304 on the public categories while they are unchanged', async () => {
    const url = `/api/v1/category/lists?store_uuid=${w.hq}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('compressed answers', () => {
  it('decode to the same JSON with br and gzip, on the cached menu and on other API answers', async () => {
    const plain = await menu(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await menu(t.app, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(plain.json());
    const gz = await menu(t.app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.raw).toString())).toEqual(plain.json());
    // The same ETag whatever the encoding: it names the JSON.
    expect(br.etag).toBe(plain.etag);

    const url = '/api/v1/product/store/order/list';
    const token = await login(t.app, ACCOUNTS.acmeCashier);
    const raw = await t.app.inject({ method: 'GET', url, query: { store_uuid: w.hq }, headers: { 'x-auth-token': token } });
    const zipped = await t.app.inject({ method: 'GET', url, query: { store_uuid: w.hq }, headers: { 'x-auth-token': token, 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(zipped.rawPayload).toString())).toEqual(raw.json());
  });
});

describe('the menu cache across processes (REDIS_URL)', () => {
  it('drops app B’s cached menu when a write goes through app A', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const env = { REDIS_URL: redisUrl, MENU_CACHE_CHANNEL: `test-menu-${randomBytes(6).toString('hex')}` };
    const a = await createTestApp(env);
    // App B: its own config and cache on the same database. On PostgreSQL a pool of its own; PGlite
    // cannot be opened twice, so B gets its own handle to the same instance (the in-process link of
    // caches goes by handle, so only Redis can tell B).
    let second: Database | undefined;
    let bDb: Database;
    if (usePostgres) {
      const [{ name }] = (await a.database.db.execute<{ name: string }>('select current_database() as name')).rows;
      const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
      url.pathname = `/${name}`;
      second = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
      bDb = second;
    } else {
      bDb = { ...a.database, db: Object.create(a.database.db) as Database['db'], close: async () => undefined };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'cafe-menu-b-'));
    const b = await buildApp(
      loadConfig(
        { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', ...env },
        { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
      ),
      { database: bDb, logger: false },
    );
    await b.ready();
    try {
      // Both caches listen before anything is measured.
      for (let i = 0; i < 100 && !(a.app.menuCache.active && b.menuCache.active); i++) await new Promise((r) => setTimeout(r, 50));
      expect(a.app.menuCache.active && b.menuCache.active).toBe(true);
      const world = await loadWorld(a.database);
      const etag = await unchangedEtag(b);
      const p = world.hqProducts[0];
      const token = await login(a.app, ACCOUNTS.acmeManager);
      expect((await call(a.app, 'PUT', `/product/update/${p.uuid}`, { token, body: { price: p.price + 123 } })).status).toBe(200);
      let after = await menu(b, { 'if-none-match': etag });
      for (let i = 0; i < 40 && after.status === 304; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await menu(b, { 'if-none-match': etag });
      }
      expect(after.status).toBe(200);
      expect(itemsOf(after).find((i) => i.uuid === p.uuid)!.price).toBe(p.price + 123);
    } finally {
      await b.close();
      await second?.close();
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the menu cache under concurrent misses', () => {
  it('builds once for the callers that come while a build runs, and afresh for one that comes after a write', async () => {
    const cache = new MenuCache({ channel: `test-menu-${randomBytes(4).toString('hex')}` });
    try {
      let builds = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const build = async () => {
        const n = ++builds;
        await gate;
        return { n };
      };
      const scope = async () => ['company-a'];
      const waiting = [cache.get('k', scope, build), cache.get('k', scope, build), cache.get('k', scope, build)];
      // A write of the company while the build runs: a caller from now on must not get the older answer.
      cache.changed('company-a');
      const afterWrite = cache.get('k', scope, build);
      release();
      const answers = await Promise.all([...waiting, afterWrite]);
      expect(builds).toBe(2);
      expect(answers.map((a) => JSON.parse(a.body.toString()).n)).toEqual([1, 1, 1, 2]);
      // The first build read before the write: it is not kept. The second is.
      expect(JSON.parse((await cache.get('k', scope, build)).body.toString())).toEqual({ n: 2 });
      expect(builds).toBe(2);
    } finally {
      await cache.close();
    }
  });

  it('lets every waiting caller see a failed build fail, and the next one try again', async () => {
    const cache = new MenuCache({ channel: `test-menu-${randomBytes(4).toString('hex')}` });
    try {
      let builds = 0;
      const failing = async () => {
        builds++;
        await new Promise((r) => setTimeout(r, 10));
        throw new Error('database away');
      };
      const scope = async () => null;
      const results = await Promise.allSettled([cache.get('k', scope, failing), cache.get('k', scope, failing)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(builds).toBe(1);
      expect(JSON.parse((await cache.get('k', scope, async () => ({ ok: true }))).body.toString())).toEqual({ ok: true });
    } finally {
      await cache.close();
    }
  });
});

describe('the menu cache with Redis away', () => {
  it('serves nothing from memory while its subscriber is not listening', async () => {
    // Nothing listens on port 1: the subscriber never becomes ready.
    const cache = new MenuCache({ redisUrl: 'redis://127.0.0.1:1', channel: `test-menu-${randomBytes(4).toString('hex')}` });
    try {
      let builds = 0;
      const build = async () => ({ n: ++builds });
      const scope = async () => ['company'];
      await cache.get('k', scope, build);
      const second = await cache.get('k', scope, build);
      expect(cache.active).toBe(false);
      expect(builds).toBe(2);
      expect(JSON.parse(second.body.toString())).toEqual({ n: 2 });
      expect(cache.size).toBe(0);
    } finally {
      await cache.close();
    }
  });
});

describe('precompressed hashed assets', () => {
  it('serves a hashed asset’s .br to a browser that accepts br, immutable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cafe-web-'));
    const webDir = join(dataDir, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    const js = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `dish ${i}` })))};\n`;
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(webDir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never' }, { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir }),
      { database: t.database, logger: false },
    );
    try {
      const br = await app.inject({ method: 'GET', url: '/app/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await app.inject({ method: 'GET', url: '/app/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
      const plain = await app.inject({ method: 'GET', url: '/app/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      // The shell is re-checked on every load, never kept as immutable.
      expect((await app.inject({ method: 'GET', url: '/app/index.html' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
