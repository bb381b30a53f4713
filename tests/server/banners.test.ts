// Banners: the image upload, the JSON writes that name the uploaded path, the back-office list and
// the public list that the consumer and kiosk home screens show.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../server/db/schema';
import { call, useDirectory, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t);
const { company, store } = useDirectory(t);
let png: Buffer;

type Banner = { uuid: string; title: string; company_uuid: string; store_uuid: string | null; image: string; status: string; sort_order: number };

beforeAll(async () => {
  png = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#f59e0b' } }).png().toBuffer();
});

const countBanners = async () => (await t.database.db.select({ uuid: banners.uuid }).from(banners)).length;

async function form(file?: { name: string; data: Buffer; type: string }) {
  const fd = new FormData();
  if (file) fd.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  else fd.append('note', 'no file here');
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

async function upload(token: string, data: Buffer = png) {
  const f = await form({ name: 'banner.png', data, type: 'image/png' });
  return call(t.app, 'POST', '/banner/upload/image', { token, body: f.body, headers: f.headers });
}

describe('banner image upload', () => {
  it('stores a picture as WebP within 1600x800 and serves it', async () => {
    const res = await upload(tok.acmeOwner);
    expect(res.status).toBe(201);
    expect(res.body.data.image).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.data.width).toBeLessThanOrEqual(1600);
    expect(res.body.data.height).toBeLessThanOrEqual(800);
    expect(existsSync(join(t.config.uploadsDir, res.body.data.image.replace('/uploads/', '')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.image });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a file that is not an image, a missing file and a manager', async () => {
    const text = await upload(tok.acmeOwner, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0].path).toBe('file');
    const empty = await form();
    const none = await call(t.app, 'POST', '/banner/upload/image', { token: tok.acmeOwner, body: empty.body, headers: empty.headers });
    expect(none.status).toBe(400);
    expect((await upload(tok.acmeManager)).status).toBe(403);
    expect((await upload(tok.alice)).status).toBe(403);
  });
});

describe('banner writes', () => {
  it('the owner adds a banner with an uploaded image; it shows on the public home list', async () => {
    const image = (await upload(tok.acmeOwner)).body.data.image as string;
    const res = await call(t.app, 'POST', '/banner/add', {
      token: tok.acmeOwner,
      body: { title: 'Thali Thursday', subtitle: 'Unlimited thali at ₹149', link: '/menu/thali', image, sort_order: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Thali Thursday', company_uuid: company.acme, store_uuid: null, image, status: 'active' });
    const pub = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'acme' } });
    expect(pub.status).toBe(200);
    expect((pub.body.data as Banner[])[0]).toMatchObject({ title: 'Thali Thursday', image });
    expect((pub.body.data as Banner[])[0]).not.toHaveProperty('company_uuid');
  });

  it('refuses an image path that was not uploaded, a bad path, a script link and bad fields, writing nothing', async () => {
    const before = await countBanners();
    const missing = await call(t.app, 'POST', '/banner/add', {
      token: tok.acmeOwner,
      body: { title: 'Ghost', image: '/uploads/banners/00000000-0000-4000-8000-000000000000.webp' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0].path).toBe('image');
    const outside = await call(t.app, 'POST', '/banner/add', { token: tok.acmeOwner, body: { title: 'Escape', image: '/uploads/../jwt-secret' } });
    expect(outside.status).toBe(400);
    const image = (await upload(tok.acmeOwner)).body.data.image as string;
    const script = await call(t.app, 'POST', '/banner/add', { token: tok.acmeOwner, body: { title: 'Click me', image, link: 'javascript:alert(1)' } });
    expect(script.status).toBe(400);
    expect(script.body.errors?.[0].path).toBe('link');
    const bad = await call(t.app, 'POST', '/banner/add', { token: tok.acmeOwner, body: { title: '', image, sort_order: -1 } });
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['sort_order', 'title']);
    expect(await countBanners()).toBe(before);
  });

  it('tenant rules: Globex company or store for Acme is 403; admin names the company; others are refused', async () => {
    const image = (await upload(tok.admin)).body.data.image as string;
    const before = await countBanners();
    expect((await call(t.app, 'POST', '/banner/add', {
      token: tok.acmeOwner,
      body: { title: 'Sneaky', image, company_uuid: company.globex },
    })).status).toBe(403);
    expect((await call(t.app, 'POST', '/banner/add', {
      token: tok.acmeOwner,
      body: { title: 'Sneaky', image, store_uuid: store['globex-east'] },
    })).status).toBe(403);
    const noCompany = await call(t.app, 'POST', '/banner/add', { token: tok.admin, body: { title: 'Nobody', image } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors?.[0].path).toBe('company_uuid');
    for (const who of ['acmeManager', 'acmeCashier', 'acmeDesk'] as const) {
      expect((await call(t.app, 'POST', '/banner/add', { token: tok[who], body: { title: 'Mine', image } })).status).toBe(403);
    }
    expect(await countBanners()).toBe(before);
    const made = await call(t.app, 'POST', '/banner/add', {
      token: tok.admin,
      body: { title: 'East only', image, company_uuid: company.globex, store_uuid: store['globex-east'], sort_order: 9 },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ company_uuid: company.globex, store_uuid: store['globex-east'] });
  });

  it('updates a banner, replacing its image; Globex banners are not found for Acme', async () => {
    const first = (await upload(tok.acmeOwner)).body.data.image as string;
    const created = await call(t.app, 'POST', '/banner/add', { token: tok.acmeOwner, body: { title: 'Before', image: first } });
    const uuid = created.body.data.uuid as string;
    const second = (await upload(tok.acmeOwner)).body.data.image as string;
    const upd = await call(t.app, 'PUT', `/banner/${uuid}`, {
      token: tok.acmeOwner,
      body: { title: 'After', image: second, store_uuid: store['acme-plant'], link: 'https://acme.example.com/offers' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ title: 'After', image: second, store_uuid: store['acme-plant'], link: 'https://acme.example.com/offers' });
    expect((await call(t.app, 'PUT', `/banner/${uuid}`, { token: tok.acmeOwner, body: { image: '/uploads/products/x.webp' } })).status).toBe(400);

    const [g] = await t.database.db.select().from(banners).where(eq(banners.companyUuid, company.globex));
    expect((await call(t.app, 'PUT', `/banner/${g.uuid}`, { token: tok.acmeOwner, body: { title: 'Hijacked' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/banner/change/status', { token: tok.acmeOwner, body: { uuid: g.uuid, status: 'inactive' } })).status).toBe(404);
    const [after] = await t.database.db.select().from(banners).where(eq(banners.uuid, g.uuid));
    expect(after).toMatchObject({ title: g.title, status: 'active' });
    expect((await call(t.app, 'PUT', `/banner/${uuid}`, { token: tok.acmeManager, body: { title: 'Manager' } })).status).toBe(403);
  });
});

describe('banner lists', () => {
  it('the owner lists only Acme banners; admin sees all and filters; search works', async () => {
    const own = await call(t.app, 'GET', '/banner/list/admin', { token: tok.acmeOwner, query: { pagenum: 0, limit: 50 } });
    expect(own.status).toBe(200);
    expect((own.body.data.items as Banner[]).every((b) => b.company_uuid === company.acme)).toBe(true);
    const all = await call(t.app, 'GET', '/banner/list/admin', { token: tok.admin, query: { limit: 50 } });
    expect(new Set((all.body.data.items as Banner[]).map((b) => b.company_uuid))).toEqual(new Set([company.acme, company.globex]));
    const globex = await call(t.app, 'GET', '/banner/list/admin', { token: tok.admin, query: { company_uuid: company.globex, limit: 50 } });
    expect((globex.body.data.items as Banner[]).every((b) => b.company_uuid === company.globex)).toBe(true);
    const search = await call(t.app, 'GET', '/banner/list/admin', { token: tok.acmeOwner, query: { search: 'THALI' } });
    expect((search.body.data.items as Banner[]).map((b) => b.title)).toEqual(['Thali Thursday']);
    expect((await call(t.app, 'GET', '/banner/list/admin', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/banner/list/admin', { token: tok.acmeOwner, query: { store_uuid: store['globex-west'] } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/banner/list/admin', { token: tok.acmeManager })).status).toBe(403);
  });

  it('the public list: company-wide banners, plus a store’s own when the store is named; inactive ones hidden', async () => {
    const wide = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'globex' } });
    expect((wide.body.data as Banner[]).every((b) => b.store_uuid === null)).toBe(true);
    const east = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'globex', store_slug: 'globex-east' } });
    expect((east.body.data as Banner[]).map((b) => b.title)).toContain('East only');
    const west = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'globex', store_slug: 'globex-west' } });
    expect((west.body.data as Banner[]).map((b) => b.title)).not.toContain('East only');

    const target = (wide.body.data as Banner[])[0];
    const off = await call(t.app, 'PUT', '/banner/change/status', { token: tok.globexOwner, body: { uuid: target.uuid, status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    const after = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'globex' } });
    expect((after.body.data as Banner[]).map((b) => b.uuid)).not.toContain(target.uuid);
  });

  it('the public list answers 404 for an unknown company or a store of another company, 400 for a bad slug', async () => {
    expect((await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'nobody' } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'acme', store_slug: 'globex-east' } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'Not A Slug!' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/banner/lists')).status).toBe(400);
  });
});
