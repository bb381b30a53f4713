// Option groups, options and banners named in Spanish and German (issue 17): the back office saves
// them, the lists and the menus answer them (the PWA picks the person's language), an update that
// leaves them out keeps them, blank texts fall back, and a language the menus do not show is refused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner', 'acmeManager']);
const w = useWorld(t);

type Named = { uuid: string; name: string; translations: Record<string, { name?: string; description?: string }> };
type Group = Named & { options: Named[] };

describe('option groups and options in other languages', () => {
  it('saves, answers on the menu and keeps a group’s and its options’ Spanish and German names', async () => {
    const tag = Date.now().toString(36);
    const made = await call(t.app, 'POST', '/option/group/create', {
      token: tok.acmeManager,
      body: {
        store_uuid: w.hq,
        name: `Milk ${tag}`,
        translations: { es: { name: `Leche ${tag}` }, de: { name: `Milch ${tag}` } },
        kind: 'single',
        min_select: 1,
        max_select: 1,
        options: [
          { name: 'Oat', price: 2000, translations: { es: { name: 'Avena' }, de: { name: 'Hafer', description: ' ' } } },
          { name: 'Dairy', price: 0, is_default: true },
        ],
      },
    });
    expect(made.status).toBe(201);
    const group = made.body.data as Group;
    expect(group.translations).toEqual({ es: { name: `Leche ${tag}` }, de: { name: `Milch ${tag}` } });
    expect(group.options.find((o) => o.name === 'Oat')?.translations).toEqual({ es: { name: 'Avena' }, de: { name: 'Hafer' } });
    expect(group.options.find((o) => o.name === 'Dairy')?.translations).toEqual({});

    // An update that sends the options without their translations keeps the kept names; one that sends them replaces them.
    const oat = group.options.find((o) => o.name === 'Oat')!;
    const dairy = group.options.find((o) => o.name === 'Dairy')!;
    const upd = await call(t.app, 'PUT', `/option/group/update/${group.uuid}`, {
      token: tok.acmeManager,
      body: {
        name: `Milk ${tag}`,
        kind: 'single',
        min_select: 1,
        max_select: 1,
        options: [
          { uuid: oat.uuid, name: 'Oat', price: 2500 },
          { uuid: dairy.uuid, name: 'Dairy', price: 0, is_default: true, translations: { es: { name: 'Vaca' } } },
        ],
      },
    });
    expect(upd.status).toBe(200);
    const after = upd.body.data as Group;
    expect(after.translations).toEqual({ es: { name: `Leche ${tag}` }, de: { name: `Milch ${tag}` } });
    expect(after.options.find((o) => o.uuid === oat.uuid)?.translations).toEqual({ es: { name: 'Avena' }, de: { name: 'Hafer' } });
    expect(after.options.find((o) => o.uuid === dairy.uuid)?.translations).toEqual({ es: { name: 'Vaca' } });

    // The menu a kiosk or phone reads carries every language; the default name stays the name.
    const cats = await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.hq } });
    const product = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, category_uuid: cats.body.data[0].uuid, name: `Latte ${tag}`, price: 9000, type: 'veg', option_group_uuids: [group.uuid] },
    });
    expect(product.status).toBe(201);
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_uuid: w.hq, limit: 100, search: `Latte ${tag}` } });
    const item = menu.body.data.items.find((p: { uuid: string }) => p.uuid === product.body.data.uuid);
    expect(item.option_groups[0]).toMatchObject({ name: `Milk ${tag}`, translations: { de: { name: `Milch ${tag}` } } });
    expect(item.option_groups[0].options.find((o: Named) => o.uuid === oat.uuid)).toMatchObject({ name: 'Oat', translations: { es: { name: 'Avena' } } });
  });

  it('refuses a language the menus do not show and an over-long option name', async () => {
    const body = (translations: unknown, optionTranslations?: unknown) => ({
      store_uuid: w.hq,
      name: `Refused ${Date.now().toString(36)}`,
      translations,
      kind: 'single',
      options: [{ name: 'One', price: 0, translations: optionTranslations }],
    });
    const fr = await call(t.app, 'POST', '/option/group/create', { token: tok.acmeManager, body: body({ fr: { name: 'Lait' } }) });
    expect(fr.status).toBe(400);
    const long = await call(t.app, 'POST', '/option/group/create', { token: tok.acmeManager, body: body(undefined, { es: { name: 'x'.repeat(121) } }) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.path).toBe('options.0.translations.es.name');
  });

  it('names the demo options in Spanish and German', async () => {
    const list = await call(t.app, 'GET', '/option/group/list', { token: tok.acmeManager, query: { store_uuid: w.hq, limit: 100 } });
    const milk = (list.body.data.items as Group[]).find((g) => g.name === 'Milk')!;
    expect(milk.translations).toEqual({ es: { name: 'Leche' }, de: { name: 'Milch' } });
    expect(milk.options.find((o) => o.name === 'Oat milk')?.translations).toEqual({ es: { name: 'Leche de avena' }, de: { name: 'Hafermilch' } });
  });
});

describe('banners in other languages', () => {
  it('saves, answers on the public list and replaces a banner’s Spanish and German title and subtitle', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const res = new Response(fd);
    const up = await call(t.app, 'POST', '/banner/upload/image', {
      token: tok.acmeOwner,
      body: Buffer.from(await res.arrayBuffer()),
      headers: { 'content-type': res.headers.get('content-type')! },
    });
    expect(up.status).toBe(201);
    const title = `Soup week ${Date.now().toString(36)}`;
    const made = await call(t.app, 'POST', '/banner/add', {
      token: tok.acmeOwner,
      body: {
        title,
        subtitle: 'A new soup every day',
        image: up.body.data.image,
        translations: { es: { name: 'Semana de sopas', description: 'Una sopa nueva cada día' }, de: { name: 'Suppenwoche', description: '' } },
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.translations).toEqual({ es: { name: 'Semana de sopas', description: 'Una sopa nueva cada día' }, de: { name: 'Suppenwoche' } });

    const pub = await call(t.app, 'GET', '/banner/lists', { query: { company_slug: 'acme' } });
    expect(pub.body.data.find((b: { title: string }) => b.title === title)).toMatchObject({ translations: { de: { name: 'Suppenwoche' } } });

    const upd = await call(t.app, 'PUT', `/banner/${made.body.data.uuid}`, { token: tok.acmeOwner, body: { translations: { de: { name: 'Suppen' } } } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.translations).toEqual({ de: { name: 'Suppen' } });
    expect(upd.body.data.title).toBe(title);

    const fr = await call(t.app, 'PUT', `/banner/${made.body.data.uuid}`, { token: tok.acmeOwner, body: { translations: { fr: { name: 'Soupes' } } } });
    expect(fr.status).toBe(400);
    const longText = { translations: { es: { description: 'x'.repeat(1001) } } };
    const long = await call(t.app, 'PUT', `/banner/${made.body.data.uuid}`, { token: tok.acmeOwner, body: longText });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.path).toBe('translations.es.description');
  });
});
