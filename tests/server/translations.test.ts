// Categories and products named in Spanish and German: the back office saves them, every list and
// the public menu answer them (the PWA picks the person's language), and blank names fall back.
import { describe, expect, it } from 'vitest';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner', 'acmeManager']);
const w = useWorld(t);

describe('names in other languages', () => {
  it('saves, answers and replaces a category’s and a product’s Spanish and German names', async () => {
    const cat = await call(t.app, 'POST', '/category/create', {
      token: tok.acmeOwner,
      body: {
        store_uuid: w.hq,
        name: 'Soups Lingua',
        description: 'Hot soups',
        translations: { es: { name: 'Sopas Lingua', description: 'Sopas calientes' }, de: { name: 'Suppen Lingua', description: '  ' } },
      },
    });
    expect(cat.status).toBe(201);
    // A blank text is not kept: the menu falls back to the default description.
    expect(cat.body.data.translations).toEqual({ es: { name: 'Sopas Lingua', description: 'Sopas calientes' }, de: { name: 'Suppen Lingua' } });

    const made = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: {
        store_uuid: w.hq,
        category_uuid: cat.body.data.uuid,
        name: 'Tomato Lingua Soup',
        price: 5000,
        type: 'veg',
        translations: { es: { name: 'Sopa de tomate Lingua' } },
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ translations: { es: { name: 'Sopa de tomate Lingua' } }, category_translations: { es: { name: 'Sopas Lingua' } } });

    const updated = await call(t.app, 'PUT', `/product/update/${made.body.data.uuid}`, {
      token: tok.acmeManager,
      body: { translations: { es: { name: 'Sopa de tomate' }, de: { name: 'Tomatensuppe' } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.translations).toEqual({ es: { name: 'Sopa de tomate' }, de: { name: 'Tomatensuppe' } });

    // The public menu and the order screens answer every language; the default name stays the name.
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_uuid: w.hq, limit: 100, search: 'Lingua' } });
    const soup = menu.body.data.items.find((p: { uuid: string }) => p.uuid === made.body.data.uuid);
    expect(soup).toMatchObject({
      name: 'Tomato Lingua Soup',
      translations: { es: { name: 'Sopa de tomate' }, de: { name: 'Tomatensuppe' } },
      category_translations: { es: { name: 'Sopas Lingua' }, de: { name: 'Suppen Lingua' } },
    });
    const cats = await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.hq } });
    expect(cats.body.data.find((c: { uuid: string }) => c.uuid === cat.body.data.uuid).translations).toMatchObject({ de: { name: 'Suppen Lingua' } });
    const till = await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeManager, query: { store_uuid: w.hq } });
    expect(till.body.data.find((p: { uuid: string }) => p.uuid === made.body.data.uuid).translations.de.name).toBe('Tomatensuppe');
  });

  it('refuses a language the menus do not show and an over-long name', async () => {
    const create = (body: Record<string, unknown>) => call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: w.hq, ...body } });
    const fr = await create({ name: 'French Lingua', translations: { fr: { name: 'Soupes' } } });
    expect(fr.status).toBe(400);
    const long = await create({ name: 'Long Lingua', translations: { de: { name: 'x'.repeat(121) } } });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.path).toBe('translations.de.name');
  });

  it('names the demo menu in Spanish and German', async () => {
    const cats = await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.hq } });
    const breakfast = cats.body.data.find((c: { name: string }) => c.name === 'Breakfast');
    expect(breakfast.translations).toMatchObject({ es: { name: 'Desayuno' }, de: { name: 'Frühstück' } });
  });
});
