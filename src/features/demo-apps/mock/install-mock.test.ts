// The demo mock calls of spec section 7 with the rules of sections 5 and 9, asked through axios the
// way the demo screens ask them (install-mock.ts on an instance of their own), and the pass-through
// of everything else to a real HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, createMockDb, page, search, sortRows } from './handlers';
import { installDemoMock } from './install-mock';
import type { CalendarEvent, ChatItem, Contact, MailThread, Paged, SampleProduct, TableRow, Task } from './types';

let server: Server;
let seen: string[] = [];
let api: AxiosInstance;

beforeAll(async () => {
  // A stand-in for the real API: it answers anything the mock layer passes through, and notes it.
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: true, message: 'from the server', data: { url: req.url } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  const { port } = server.address() as AddressInfo;
  api = axios.create({ baseURL: `http://127.0.0.1:${port}/api/v1` });
  installDemoMock(api);
});

const get = async <T>(url: string, params?: object) => (await api.get<T>(url, { params })).data;
const table = (params: object) => get<Paged<TableRow>>('/datatable', params);

describe('the mock layer', () => {
  it('answers its own calls in memory: none of them reaches the server', async () => {
    await get('/apps/events');
    await get('/apps/tasks');
    await get('/apps/mailbox');
    await get('/datatable');
    await get('/apps/contacts');
    await get('/notifications');
    await get('/products');
    await get('/users');
    await get('/apps/chat');
    expect(seen).toEqual([]);
  });

  it('passes every other request through to the real server, method, path, query and body unchanged', async () => {
    const answer = await get<{ message: string; data: { url: string } }>('/company/me', { a: 1 });
    expect(answer).toMatchObject({ message: 'from the server', data: { url: '/api/v1/company/me?a=1' } });
    await api.post('/apps/unknown', { x: 1 });
    // A method the mock does not answer on a path it knows passes through too.
    await api.patch('/apps/events', { item: {} });
    expect(seen).toEqual(['GET /api/v1/company/me?a=1', 'POST /api/v1/apps/unknown', 'PATCH /api/v1/apps/events']);
  });

  it('keeps its data per install: another instance starts again from the sample data', async () => {
    await api.delete('/apps/events', { params: { id: 1 } });
    const other = axios.create({ baseURL: 'http://127.0.0.1:1/api/v1' });
    installDemoMock(other);
    expect((await other.get<CalendarEvent[]>('/apps/events')).data.some((e) => e.id === 1)).toBe(true);
    expect((await get<CalendarEvent[]>('/apps/events')).some((e) => e.id === 1)).toBe(false);
  });
});

describe('while the sample server refuses changes (the overview\'s switch)', () => {
  it('every change is refused (503) and changes nothing; reads still answer, and switched off the changes go through', async () => {
    let refusing = true;
    const refused = axios.create({ baseURL: 'http://127.0.0.1:1/api/v1' });
    installDemoMock(refused, { refuse: () => refusing });
    const lists = async () =>
      Promise.all(['/apps/events', '/apps/tasks', '/datatable', '/apps/contacts', '/apps/chat'].map(async (u) => (await refused.get(u)).data as unknown));
    const before = await lists();
    const changes = [
      () => refused.post('/apps/events', { item: { title: 'x', start: '2026-01-01', category: 'Work' } }),
      () => refused.put('/apps/tasks', { item: { id: 1, title: 'x' } }),
      () => refused.delete('/apps/events', { params: { id: 1 } }),
      () => refused.post('/datatable', { item: { name: 'x' }, pageSize: 10 }),
      () => refused.put('/apps/contacts', { item: { id: 1, name: 'x' } }),
      () => refused.delete('/datatable', { data: { ids: [1] } }),
      () => refused.put('/apps/chat', { read: { id: 1 } }),
    ];
    for (const send of changes) await expect(send()).rejects.toMatchObject({ response: { status: 503 } });
    expect(await lists()).toEqual(before);
    refusing = false;
    for (const send of changes) expect((await send()).status).toBe(200);
  });
});

describe.each(['/apps/events', '/apps/tasks'] as const)('%s', (url) => {
  type Row = CalendarEvent | Task;
  it('GET lists; POST adds at the front with a new id; PUT replaces by id or adds; DELETE removes; each answers the full list', async () => {
    const start = await get<Row[]>(url);
    expect(start.length).toBeGreaterThan(5);
    const maxId = Math.max(...start.map((r) => r.id));

    const added = (await api.post<Row[]>(url, { item: { ...start[1], id: undefined, title: 'Added' } })).data;
    expect(added).toHaveLength(start.length + 1);
    expect(added[0]).toMatchObject({ id: maxId + 1, title: 'Added' });
    expect(added.slice(1)).toEqual(start);

    const replaced = (await api.put<Row[]>(url, { item: { ...start[2], title: 'Renamed' } })).data;
    expect(replaced).toHaveLength(start.length + 1);
    expect(replaced.find((r) => r.id === start[2].id)?.title).toBe('Renamed');
    expect(replaced.findIndex((r) => r.id === start[2].id)).toBe(3);

    const missing = { ...start[0], id: 999, title: 'Was missing' };
    const put = (await api.put<Row[]>(url, { item: missing })).data;
    expect(put).toHaveLength(start.length + 2);
    expect(put.find((r) => r.id === 999)).toEqual(missing);

    const removed = (await api.delete<Row[]>(url, { params: { id: start[0].id } })).data;
    expect(removed).toHaveLength(start.length + 1);
    expect(removed.map((r) => r.id)).not.toContain(undefined);
    expect(removed.some((r) => r.id === start[0].id)).toBe(false);
    expect(await get(url)).toEqual(removed);
  });
});

describe.each(['/apps/events', '/apps/tasks'] as const)('PUT %s with an item it cannot place by id', (url) => {
  type Row = CalendarEvent | Task;
  it('an item with no id (or one that is not a whole number above 0) is added with a new id, as a missing one is', async () => {
    const start = await get<Row[]>(url);
    const maxId = Math.max(...start.map((r) => r.id));
    const { id: _id, ...noId } = start[0];
    const put = (await api.put<Row[]>(url, { item: { ...noId, title: 'No id' } })).data;
    expect(put).toHaveLength(start.length + 1);
    expect(put.at(-1)).toEqual({ ...noId, title: 'No id', id: maxId + 1 });
    expect(put.slice(0, -1)).toEqual(start);
    for (const [n, id] of [null, 0, -3, 2.5, '4'].entries()) {
      const list = (await api.put<Row[]>(url, { item: { ...noId, id, title: `Odd id ${n}` } })).data;
      expect(list.at(-1)).toMatchObject({ id: maxId + 2 + n, title: `Odd id ${n}` });
    }
    const ids = (await get<Row[]>(url)).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a POST or PUT with no item object is refused (400) and changes nothing', async () => {
    const start = await get<Row[]>(url);
    for (const send of [() => api.put(url, {}), () => api.put(url, { item: 'x' }), () => api.post(url, { item: [1] })]) {
      await expect(send()).rejects.toMatchObject({ response: { status: 400, data: { message: 'item: an object is required' } } });
    }
    expect(await get(url)).toEqual(start);
  });
});

describe('sample entities (spec section 3) and sizes (section 9)', () => {
  it('calendar events carry a category of Education, Work or Personal', async () => {
    const events = await get<CalendarEvent[]>('/apps/events');
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(['Education', 'Work', 'Personal']));
    // Some link to a page (the optional url).
    expect(events.filter((e) => e.url).map((e) => e.url)).toEqual([expect.stringMatching(/^https:\/\//), expect.stringMatching(/^https:\/\//)]);
    for (const e of events) expect(e).toMatchObject({ id: expect.any(Number), title: expect.any(String), start: expect.stringMatching(/^\d{4}-\d\d-\d\d/) });
  });

  it('mail threads have ids 1 to 22 in the four folders, with their flags, tags and emails', async () => {
    const mail = await get<MailThread[]>('/apps/mailbox');
    expect(mail.map((m) => m.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(new Set(mail.map((m) => m.folder))).toEqual(new Set(['inbox', 'sent', 'spam', 'trash']));
    for (const flag of ['starred', 'important', 'unread', 'attachment'] as const) {
      expect(mail.some((m) => m[flag])).toBe(true);
      expect(mail.some((m) => !m[flag])).toBe(true);
    }
    for (const m of mail) {
      expect(m.emails.length).toBeGreaterThan(0);
      for (const e of m.emails) expect(Object.keys(e).sort()).toEqual(['address', 'attachments', 'content', 'date', 'name', 'thumb', 'time']);
      for (const t of m.tags) expect(Object.keys(t).sort()).toEqual(['bg', 'text', 'title']);
    }
    // A thread with the attachment flag has an email with an attachment (title, size, source).
    const withFile = mail.find((m) => m.attachment)!;
    expect(withFile.emails[0].attachments[0]).toEqual({ title: expect.any(String), size: expect.any(String), source: expect.any(String) });
  });

  it('there are 15 to-dos, Active or Done, with a deleted flag', async () => {
    const tasks = await get<Task[]>('/apps/tasks');
    expect(tasks).toHaveLength(15);
    expect(new Set(tasks.map((t) => t.status))).toEqual(new Set(['Active', 'Done']));
    expect(tasks.every((t) => typeof t.deleted === 'boolean')).toBe(true);
  });

  it('the data table holds 60 rows of the three categories and the four tags', async () => {
    const all = await table({ pageSize: 100 });
    expect(all.items).toHaveLength(60);
    expect(new Set(all.items.map((r) => r.category))).toEqual(new Set(['Whole Wheat', 'Sourdough', 'Multigrain']));
    expect(new Set(all.items.map((r) => r.tag))).toEqual(new Set(['', 'Done', 'Sale', 'New']));
  });

  it('the product sample holds about 43 products with string ids and dd.mm.yyyy dates', async () => {
    const products = await get<SampleProduct[]>('/products');
    expect(products).toHaveLength(43);
    for (const p of products) {
      expect(typeof p.id).toBe('string');
      expect(p.date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
      expect(new Date(p.createdDate).toISOString()).toBe(p.createdDate);
    }
  });

  it('notifications have img, title, detail and link; users and contacts are lists', async () => {
    const notes = await get<object[]>('/notifications');
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(Object.keys(n).sort()).toEqual(['detail', 'id', 'img', 'link', 'title']);
    expect((await get<object[]>('/users')).length).toBeGreaterThan(0);
    const contacts = await get<Paged<Contact>>('/apps/contacts', { pageSize: 100 });
    expect(new Set(contacts.items.map((c) => c.group))).toEqual(new Set(['Work', 'Personal']));
  });
});

describe('GET /datatable: term, sortBy, pageSize, pageIndex', () => {
  it('answers pageSize, pageIndex, pageCount and the page of items; pageCount is the count over the page size, rounded up', async () => {
    const first = await table({ pageSize: 7, pageIndex: 0 });
    expect(Object.keys(first).sort()).toEqual(['items', 'pageCount', 'pageIndex', 'pageSize']);
    expect(first).toMatchObject({ pageSize: 7, pageIndex: 0, pageCount: 9 });
    expect(first.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const last = await table({ pageSize: 7, pageIndex: 8 });
    expect(last.items.map((r) => r.id)).toEqual([57, 58, 59, 60]);
    expect((await table({ pageSize: 10 })).pageCount).toBe(6);
    expect((await table({ pageSize: 60 })).pageCount).toBe(1);
    expect((await table({ pageSize: 61 })).pageCount).toBe(1);
  });

  it('a 1-character term is ignored; from 2 characters the search applies', async () => {
    expect((await table({ term: 'x', pageSize: 100 })).items).toHaveLength(60);
    expect((await table({ term: ' o ', pageSize: 100 })).items).toHaveLength(60);
    expect((await table({ term: 'xq', pageSize: 100 })).items).toHaveLength(0);
  });

  it('searches name, tag, sales, stock and category, ignoring case', async () => {
    const all = (await table({ pageSize: 100 })).items;
    const byName = await table({ term: 'SEEDED RYE', pageSize: 100 });
    expect(byName.items.length).toBe(all.filter((r) => r.name.toLowerCase().includes('seeded rye')).length);
    expect(byName.items.length).toBeGreaterThan(0);
    expect((await table({ term: 'sourDOUGH', pageSize: 100 })).items).toEqual(all.filter((r) => r.category === 'Sourdough' || /sourdough/i.test(r.name)));
    expect((await table({ term: 'sale', pageSize: 100 })).items).toEqual(all.filter((r) => r.tag === 'Sale'));
    const sales = String(all[10].sales);
    expect((await table({ term: sales, pageSize: 100 })).items).toEqual(
      all.filter((r) => [r.name, r.tag, r.sales, r.stock, r.category].some((v) => String(v).toLowerCase().includes(sales))),
    );
    expect((await table({ term: sales, pageSize: 100 })).items).toContainEqual(all[10]);
    const stock = all.find((r) => r.stock >= 10)!.stock;
    expect((await table({ term: String(stock), pageSize: 100 })).items.some((r) => r.stock === stock)).toBe(true);
  });

  it('sorts by the one sort entry, ascending or descending; two entries sort nothing', async () => {
    const asc = (await table({ sortBy: [{ id: 'sales', desc: false }], pageSize: 100 })).items.map((r) => r.sales);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await table({ sortBy: [{ id: 'name', desc: true }], pageSize: 100 })).items.map((r) => r.name);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));
    const two = await table({ sortBy: [{ id: 'sales', desc: false }, { id: 'name', desc: true }], pageSize: 100 });
    expect(two.items.map((r) => r.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect((await table({ sortBy: [], pageSize: 100 })).items.map((r) => r.id)[0]).toBe(1);
  });

  it('POST adds a row, PUT replaces it by id, DELETE removes rows by ids; each answers the page asked for', async () => {
    const paging = { sortBy: [{ id: 'id', desc: true }], pageSize: 5, pageIndex: 0 };
    const row = { name: 'Pumpkin loaf', sales: 1, stock: 2, category: 'Multigrain', tag: 'New' };
    const added = (await api.post<Paged<TableRow>>('/datatable', { item: row, ...paging })).data;
    expect(added).toMatchObject({ pageSize: 5, pageIndex: 0, pageCount: 13 });
    expect(added.items[0]).toEqual({ id: 61, name: 'Pumpkin loaf', sales: 1, stock: 2, category: 'Multigrain', tag: 'New' });

    const put = (await api.put<Paged<TableRow>>('/datatable', { item: { ...added.items[0], stock: 40 }, ...paging })).data;
    expect(put.items[0]).toMatchObject({ id: 61, stock: 40 });

    const removed = (await api.delete<Paged<TableRow>>('/datatable', { data: { ids: [61, 60, 1], ...paging } })).data;
    expect(removed.pageCount).toBe(12);
    expect(removed.items.map((r) => r.id)).toEqual([59, 58, 57, 56, 55]);
    expect((await table({ pageSize: 100 })).items).toHaveLength(58);
  });

  it('a page index past the end (rows deleted) answers the last page', async () => {
    const ids = [51, 52, 53, 54, 55, 56, 57, 58, 59, 60];
    const removed = (await api.delete<Paged<TableRow>>('/datatable', { data: { ids, pageSize: 10, pageIndex: 5 } })).data;
    expect(removed).toMatchObject({ pageIndex: 4, pageCount: 5 });
    expect(removed.items.map((r) => r.id)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });
});

describe('the searches in the language the screens speak', () => {
  // The words of a German screen (the demo namespace's values.* in de-DE).
  const DE: Record<string, Record<string, string>> = {
    tableCategory: { 'Whole Wheat': 'Vollkorn', Sourdough: 'Sauerteig', Multigrain: 'Mehrkorn' },
    tag: { Done: 'Erledigt', Sale: 'Angebot', New: 'Neu' },
    group: { Work: 'Arbeit', Personal: 'Privat' },
  };
  const word = (group: string, value: string) => DE[group]?.[value] ?? value;
  let german: AxiosInstance;
  beforeEach(() => {
    german = axios.create({ baseURL: 'http://127.0.0.1:1/api/v1' });
    installDemoMock(german, { word });
  });
  const ask = async <T>(url: string, params: object) => (await german.get<Paged<T>>(url, { params: { pageSize: 100, ...params } })).data.items;

  it('the table finds a category or a tag by the word shown, ignoring case, as well as by the stored one', async () => {
    const all = await ask<TableRow>('/datatable', {});
    const sourdough = all.filter((r) => r.category === 'Sourdough');
    expect(sourdough.length).toBeGreaterThan(0);
    expect(await ask<TableRow>('/datatable', { term: 'Sauerteig' })).toEqual(sourdough);
    expect(await ask<TableRow>('/datatable', { term: 'SAUER' })).toEqual(sourdough);
    expect(await ask<TableRow>('/datatable', { term: 'angebot' })).toEqual(all.filter((r) => r.tag === 'Sale'));
    // The stored words still match; a 1-character term still applies to nothing.
    expect(await ask<TableRow>('/datatable', { term: 'sale' })).toEqual(all.filter((r) => r.tag === 'Sale'));
    expect(await ask<TableRow>('/datatable', { term: 'V' })).toHaveLength(60);
    // Rows with no tag are not found by a word of the empty tag.
    expect((await ask<TableRow>('/datatable', { term: 'Neu' })).every((r) => r.tag === 'New' || /neu/i.test(r.name))).toBe(true);
  });

  it('the contacts find a group by the word shown; a field that is not searched is not matched by its words', async () => {
    const all = await ask<Contact>('/apps/contacts', {});
    expect(await ask<Contact>('/apps/contacts', { term: 'privat' })).toEqual(all.filter((c) => c.group === 'Personal'));
    expect(await ask<Contact>('/apps/contacts', { term: 'Arbeit' })).toEqual(all.filter((c) => c.group === 'Work'));
  });

  it('without the screen\'s words (another language, or none) the shown word finds nothing', async () => {
    expect((await table({ term: 'Sauerteig', pageSize: 100 })).items).toEqual([]);
    expect((await get<Paged<Contact>>('/apps/contacts', { term: 'privat', pageSize: 100 })).items).toEqual([]);
  });
});

describe('/apps/contacts', () => {
  const contacts = (params: object) => get<Paged<Contact>>('/apps/contacts', params);

  it('answers the paged shape; the search matches name, position, email, phone and group (from 2 characters)', async () => {
    const all = (await contacts({ pageSize: 100 })).items;
    expect(all.length).toBe(20);
    expect(await contacts({ pageSize: 8, pageIndex: 2 })).toMatchObject({ pageSize: 8, pageIndex: 2, pageCount: 3 });
    const one = all[4];
    for (const [field, term] of [
      ['name', one.name.split(' ')[1]],
      ['position', 'barista'],
      ['email', one.email],
      ['phone', one.phone.slice(-4)],
      ['group', 'Personal'],
    ] as const) {
      const found = (await contacts({ term, pageSize: 100 })).items;
      expect(found.length, field).toBeGreaterThan(0);
      expect(found.length, field).toBeLessThan(all.length);
      expect(found, field).toEqual(
        all.filter((c) => [c.name, c.position, c.email, c.phone, c.group].some((v) => v.toLowerCase().includes(term.toLowerCase()))),
      );
    }
    expect((await contacts({ term: 'P', pageSize: 100 })).items).toHaveLength(20);
  });

  it('sorts by one entry only; POST, PUT and DELETE take item or ids with the paging fields', async () => {
    const byName = (await contacts({ sortBy: [{ id: 'name', desc: false }], pageSize: 100 })).items.map((c) => c.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const unsorted = (await contacts({ sortBy: [{ id: 'name', desc: false }, { id: 'email', desc: false }], pageSize: 100 })).items.map((c) => c.id);
    expect(unsorted).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const item = { name: 'Zoe Quinn', position: 'Baker', email: 'zoe@example.com', phone: '+1 555 0199', group: 'Work', thumb: '' };
    const added = (await api.post<Paged<Contact>>('/apps/contacts', { item, pageSize: 5, pageIndex: 0 })).data;
    expect(added).toMatchObject({ pageSize: 5, pageIndex: 0, pageCount: 5 });
    expect(added.items[0]).toEqual({ ...item, id: 21 });
    const changed = { ...item, id: 21, position: 'Head baker' };
    const put = (await api.put<Paged<Contact>>('/apps/contacts', { item: changed, term: 'zoe', pageSize: 5, pageIndex: 0 })).data;
    expect(put.items).toEqual([{ ...item, id: 21, position: 'Head baker' }]);
    const removed = (await api.delete<Paged<Contact>>('/apps/contacts', { data: { ids: [21], pageSize: 5, pageIndex: 0 } })).data;
    expect(removed.pageCount).toBe(4);
  });
});

describe('GET /products (optional term)', () => {
  it('filters the sample by name, description or category, case-insensitively; a 1-character term is ignored', async () => {
    const all = await get<SampleProduct[]>('/products');
    expect(await get<SampleProduct[]>('/products', { term: 'c' })).toHaveLength(all.length);
    expect((await get<SampleProduct[]>('/products', { term: 'LATTE' })).map((p) => p.name)).toEqual(['Latte macchiato', 'Chai latte', 'Matcha latte']);
    expect((await get<SampleProduct[]>('/products', { term: 'oat milk' })).map((p) => p.name)).toEqual(['Matcha latte']);
    expect((await get<SampleProduct[]>('/products', { term: 'soups' })).every((p) => p.category === 'Soups')).toBe(true);
    expect(await get<SampleProduct[]>('/products', { term: 'soups' })).toHaveLength(4);
    // Not by tag or sales.
    expect(await get<SampleProduct[]>('/products', { term: 'popular' })).toEqual([]);
  });
});

describe('/apps/chat', () => {
  it('GET lists; PUT addText adds a sent message and makes it the last; addAttachments adds a message with them; read sets unread to 0', async () => {
    const chats = await get<ChatItem[]>('/apps/chat');
    const unread = chats.find((c) => c.unread > 0)!;
    const texted = (await api.put<ChatItem[]>('/apps/chat', { addText: { id: unread.id, text: 'On my way' } })).data;
    const chat = texted.find((c) => c.id === unread.id)!;
    expect(chat.last).toBe('On my way');
    expect(chat.messages.at(-1)).toMatchObject({ text: 'On my way', type: 'message', attachments: [], time: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(chat.unread).toBe(unread.unread);

    const file = { name: 'menu.pdf', size: '120 KB' };
    const attached = (await api.put<ChatItem[]>('/apps/chat', { addAttachments: { id: unread.id, attachments: [file] } })).data;
    expect(attached.find((c) => c.id === unread.id)!.messages.at(-1)!.attachments).toEqual([file]);

    const read = (await api.put<ChatItem[]>('/apps/chat', { read: { id: unread.id } })).data;
    expect(read.find((c) => c.id === unread.id)!.unread).toBe(0);
    // The others keep their count.
    for (const c of read.filter((c) => c.id !== unread.id)) expect(c.unread).toBe(chats.find((x) => x.id === c.id)!.unread);
  });
});

describe('the rules as functions', () => {
  const rows = [
    { id: 1, name: 'b' },
    { id: 2, name: 'a' },
  ];
  it('search: a 2-character term applies, shorter or non-string terms do not', () => {
    expect(search(rows, 'ab', ['name'])).toEqual([]);
    // The shown word of a field only for the fields named and searched, from 2 characters.
    const shown = (_group: string, value: string) => (value === 'b' ? 'Brot' : value);
    expect(search(rows, 'brot', ['name'], { name: 'g' }, shown)).toEqual([rows[0]]);
    expect(search(rows, 'brot', ['name'], {}, shown)).toEqual([]);
    expect(search(rows, 'brot', [], { name: 'g' }, shown)).toEqual([]);
    expect(search(rows, 'B', ['name'], { name: 'g' }, shown)).toEqual(rows);
    expect(search(rows, 'a', ['name'])).toEqual(rows);
    expect(search(rows, undefined, ['name'])).toEqual(rows);
    expect(search(rows, 12, ['name'])).toEqual(rows);
  });
  it('sortRows: exactly one entry sorts, zero or two do not', () => {
    expect(sortRows(rows, [{ id: 'name', desc: false }]).map((r) => r.id)).toEqual([2, 1]);
    expect(sortRows(rows, undefined).map((r) => r.id)).toEqual([1, 2]);
    expect(sortRows(rows, [{ id: 'name', desc: false }, { id: 'id', desc: true }]).map((r) => r.id)).toEqual([1, 2]);
  });
  it('page: ceil of the page count, an empty list has no pages, a bad size falls back to 10', () => {
    const many = Array.from({ length: 21 }, (_, i) => i);
    expect(page(many, 10, 0).pageCount).toBe(3);
    expect(page(many, 7, 0).pageCount).toBe(3);
    expect(page(many, 20, 0).pageCount).toBe(2);
    expect(page([], 10, 0)).toEqual({ pageSize: 10, pageIndex: 0, pageCount: 0, items: [] });
    expect(page(many, 0, 0).pageSize).toBe(10);
    expect(page(many, 'x', -1)).toMatchObject({ pageSize: 10, pageIndex: 0 });
  });
  it('a fresh database per call of createMockDb; the handlers change only theirs', () => {
    const a = createMockDb();
    const b = createMockDb();
    createHandlers(a).tasks.remove(1);
    expect(a.tasks).toHaveLength(14);
    expect(b.tasks).toHaveLength(15);
  });
});
