// The public menu from memory. Keeps, per app instance, the built answer of `GET /product/lists`
// (JSON bytes, its strong ETag, and its br/gzip forms made on first use) in a bounded LRU keyed by the
// query. An entry is valid while the catalogue versions it was built under are unchanged: one version
// per company (every catalogue write of a store bumps its company's), a count of all bumps (for
// answers not pinned to one company) and an epoch (bumped by writes of companies and stores, and
// whenever Redis comes back, since bumps may have been missed meanwhile). Services call
// `menuChanged(db, companyUuid)` after their transaction commits; with REDIS_URL the bump is also
// published so that every process drops its entries. While the Redis subscriber is not listening,
// nothing is served from or kept in memory: no caching rather than stale answers. Money is never read
// from here: checkout reads the database inside its transaction.
import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, stores } from '../../db/schema';

export const MENU_CACHE_LIMITS = {
  /** Answers kept per process (different pages, searches, stores). */
  maxEntries: 500,
  /** A bound on an entry's life, should a write path ever miss its bump. */
  maxAgeMs: 5 * 60_000,
  /** Answers smaller than this go out uncompressed. */
  compressAbove: 1024,
} as const;

/** The GET calls the PWA's service worker revalidates (service-worker/sw.ts MENU_CALLS): they carry ETags. */
export const MENU_CALLS = [
  /^\/api\/v1\/category\/(lists|dropdown\/list|store\/dropdown\/list|company\/dropdown\/list)$/,
  /^\/api\/v1\/product\/(lists|store\/order\/list|company\/order\/list)$/,
  /^\/api\/v1\/banner\/lists$/,
  /^\/api\/v1\/company\/(lists|get\/order\/stores|get\/stores|store\/dropdown\/list)$/,
] as const;

interface Versions {
  epoch: number;
  all: number;
  /** null: the answer is not pinned to known companies (then `all` decides). */
  companies: [string, number][] | null;
}

export interface MenuEntry {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  at: number;
  versions: Versions;
}

export const strongEtag = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export class MenuCache {
  private entries = new Map<string, MenuEntry>();
  private building = new Map<string, { all: number; epoch: number; entry: Promise<MenuEntry> }>();
  private companyVersions = new Map<string, number>();
  private epoch = 0;
  private all = 0;
  private readonly id = randomUUID();
  private sub?: Redis;
  private pub?: Redis;
  /** Whether answers may be kept: always without Redis; with it, only while subscribed. */
  private live: boolean;

  constructor(
    private readonly opts: { redisUrl?: string; channel: string; log?: { warn(o: object, m: string): void }; maxEntries?: number; maxAgeMs?: number },
  ) {
    this.live = !opts.redisUrl;
    if (opts.redisUrl) {
      const redisOpts = { maxRetriesPerRequest: 1, connectTimeout: 5000, enableOfflineQueue: false, lazyConnect: false } as const;
      this.sub = new Redis(opts.redisUrl, redisOpts);
      this.pub = new Redis(opts.redisUrl, redisOpts);
      const down = (err?: Error) => {
        if (this.live) opts.log?.warn({ err: err?.message }, 'menu cache off: redis subscriber away');
        this.live = false;
        this.entries.clear();
      };
      this.sub.on('error', down);
      this.sub.on('close', () => down());
      this.pub.on('error', () => undefined);
      this.sub.on('ready', () => {
        this.sub!.subscribe(opts.channel).then(
          () => {
            // Bumps published while this process was not listening are lost: start afresh.
            this.epoch++;
            this.entries.clear();
            this.live = true;
          },
          (err: Error) => down(err),
        );
      });
      this.sub.on('message', (channel: string, message: string) => {
        if (channel !== opts.channel) return;
        const [from, company] = message.split(' ');
        if (from !== this.id) this.bumpLocal(company === '*' ? undefined : company);
      });
    }
  }

  /** Whether the cache is in use now (false while Redis is configured and not subscribed). */
  get active() {
    return this.live;
  }

  /** A catalogue write committed: the company's menus (or, without one, every menu) are stale. */
  changed(companyUuid?: string | null) {
    this.bumpLocal(companyUuid ?? undefined);
    if (this.pub) {
      this.pub.publish(this.opts.channel, `${this.id} ${companyUuid ?? '*'}`).catch((err: Error) => {
        this.opts.log?.warn({ err: err.message }, 'menu cache: could not publish a catalogue change');
      });
    }
  }

  private bumpLocal(companyUuid?: string) {
    this.all++;
    if (companyUuid) this.companyVersions.set(companyUuid, (this.companyVersions.get(companyUuid) ?? 0) + 1);
    else this.epoch++;
  }

  private snapshot(scope: string[] | null): Versions {
    return { epoch: this.epoch, all: this.all, companies: scope && scope.map((c) => [c, this.companyVersions.get(c) ?? 0]) };
  }

  private valid(e: MenuEntry) {
    const v = e.versions;
    if (v.epoch !== this.epoch || Date.now() - e.at > (this.opts.maxAgeMs ?? MENU_CACHE_LIMITS.maxAgeMs)) return false;
    if (!v.companies) return v.all === this.all;
    return v.companies.every(([c, n]) => (this.companyVersions.get(c) ?? 0) === n);
  }

  /**
   * The answer for `key`: from memory while valid, else built by `build` (the versions are taken
   * before it reads, so a write that commits meanwhile leaves the new entry already stale).
   */
  async get(key: string, scope: () => Promise<string[] | null>, build: () => Promise<unknown>): Promise<MenuEntry> {
    const hit = this.live ? this.entries.get(key) : undefined;
    if (hit && this.valid(hit)) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (hit) this.entries.delete(key);
    // One build per key at a time: the callers that come while it runs share its answer, unless a
    // catalogue write was seen since it started (then theirs must read afresh). Without this, the
    // first second after a start or a price change builds the menu once per waiting connection.
    const running = this.building.get(key);
    if (running && running.all === this.all && running.epoch === this.epoch) return running.entry;
    const started = { all: this.all, epoch: this.epoch, entry: this.build(key, scope, build) };
    this.building.set(key, started);
    try {
      return await started.entry;
    } finally {
      if (this.building.get(key) === started) this.building.delete(key);
    }
  }

  private async build(key: string, scope: () => Promise<string[] | null>, build: () => Promise<unknown>): Promise<MenuEntry> {
    const wasLive = this.live;
    const versions = this.snapshot(wasLive ? await scope() : null);
    const body = Buffer.from(JSON.stringify(await build()));
    const entry: MenuEntry = { body, etag: strongEtag(body), at: Date.now(), versions };
    if (wasLive && this.live) {
      this.entries.set(key, entry);
      const max = this.opts.maxEntries ?? MENU_CACHE_LIMITS.maxEntries;
      while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  get size() {
    return this.entries.size;
  }

  async close() {
    this.live = false;
    this.entries.clear();
    this.sub?.disconnect();
    this.pub?.disconnect();
  }
}

// ---- the link from services (which hold only the database handle) to the app's cache -----------

const cacheOfDb = new WeakMap<object, Set<MenuCache>>();

/** Call after a transaction that changed a store's catalogue, prices, availability or stock commits. */
export function menuChanged(db: object, companyUuid?: string | null) {
  for (const cache of cacheOfDb.get(db) ?? []) cache.changed(companyUuid);
}

/** The companies a public menu query can show: from its company slug, else its store; null when unpinned. */
export async function menuScope(db: Db, q: { company_slug?: string; store_slug?: string; store_uuid?: string }): Promise<string[] | null> {
  if (q.company_slug) {
    const rows = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.slug, q.company_slug));
    return rows.map((r) => r.uuid);
  }
  const conds = [
    q.store_uuid ? eq(stores.uuid, q.store_uuid) : undefined,
    q.store_slug ? eq(stores.slug, q.store_slug) : undefined,
  ].filter((c) => c !== undefined);
  if (!conds.length) return null;
  const rows = await db.select({ c: stores.companyUuid }).from(stores).where(or(...conds));
  return [...new Set(rows.map((r) => r.c))];
}

/** A stable key for a query: its fields in name order. */
export function queryKey(q: Record<string, unknown>) {
  return JSON.stringify(Object.keys(q).sort().map((k) => [k, q[k]]));
}

const accepts = (req: FastifyRequest, coding: string) => {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
};

const etagMatches = (req: FastifyRequest, etag: string) => {
  const header = req.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
};

/** Answers an entry: 304 to a matching If-None-Match, else its bytes (br or gzip when asked, made once). */
export function sendMenuEntry(req: FastifyRequest, reply: FastifyReply, entry: MenuEntry) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(req, entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (entry.body.length >= MENU_CACHE_LIMITS.compressAbove) {
    if (accepts(req, 'br')) {
      entry.br ??= brotliCompressSync(entry.body, {
        params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      });
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (accepts(req, 'gzip')) {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
  }
  return reply.send(entry.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    menuCache: MenuCache;
  }
}

/**
 * The app's menu cache, linked to its database handle for `menuChanged`, and strong ETags (a hash of
 * the body) with 304s on the other menu calls the kiosk and phone revalidate. Registered before
 * @fastify/compress so that the hash is of the JSON, not of its compressed form.
 */
export default fp(async function menuCachePlugin(app: FastifyInstance, opts: { redisUrl?: string; channel: string }) {
  const cache = new MenuCache({ redisUrl: opts.redisUrl, channel: opts.channel, log: app.log });
  app.decorate('menuCache', cache);
  const set = cacheOfDb.get(app.db) ?? new Set<MenuCache>();
  set.add(cache);
  cacheOfDb.set(app.db, set);
  app.addHook('onClose', async () => {
    set.delete(cache);
    await cache.close();
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    const path = req.url.split('?')[0];
    if (!MENU_CALLS.some((re) => re.test(path))) return payload;
    const etag = strongEtag(payload);
    reply.header('etag', etag);
    if (etagMatches(req, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});

/** menuChanged for a catalogue record just written (a category, an option group): its company's menus. */
export const catalogueChanged = (db: object, row: { company_uuid: string | null }) => menuChanged(db, row.company_uuid);
