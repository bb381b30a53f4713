// The rules of the demo mock calls (spec sections 5, 7 and 9), as plain functions over the in-memory
// data: install-mock.ts wires them to axios-mock-adapter. Each answers what the call answers.
import { createSampleData, type SampleData } from './sample-data';
import type { CalendarEvent, ChatAttachment, ChatItem, Contact, PageQuery, Paged, SampleProduct, SortEntry, TableRow, Task } from './types';

/** The shortest search term that applies: a term applies only when longer than 1 character. */
export const MIN_TERM_LENGTH = 2;
/** The page size when a call names none. */
export const DEFAULT_PAGE_SIZE = 10;

/** One in-memory database: a reload of the page (a new install) starts again from the sample data. */
export type MockDb = SampleData;
export const createMockDb = (now?: Date): MockDb => createSampleData(now);

/** The term, trimmed, when it applies; otherwise null. */
export function activeTerm(term: unknown): string | null {
  if (typeof term !== 'string') return null;
  const t = term.trim().toLowerCase();
  return t.length >= MIN_TERM_LENGTH ? t : null;
}

/**
 * How a fixed sample value (a category, a tag, a group) reads on the screen, in the person's language:
 * the values' group of words (`tableCategory`, `tag`, `group`) and the stored value. Without one, as stored.
 */
export type ShownWord = (group: string, value: string) => string;

/** The fields whose stored value the screens show translated, with the group of words they read it from. */
export type ShownFields<T> = Partial<Record<keyof T, string>>;

/**
 * Rows whose named fields hold the term, case-insensitively (numbers as their digits). A field the
 * screen shows translated (`shown`) also matches by the word shown, so "Sauerteig" finds the rows a
 * German screen lists as Sauerteig (stored: Sourdough).
 */
export function search<T>(rows: readonly T[], term: unknown, fields: readonly (keyof T)[], shown: ShownFields<T> = {}, word?: ShownWord): T[] {
  const t = activeTerm(term);
  if (!t) return [...rows];
  const holds = (value: string) => value.toLowerCase().includes(t);
  return rows.filter((row) =>
    fields.some((f) => {
      const value = String(row[f] ?? '');
      const group = shown[f];
      return holds(value) || Boolean(word && group && value && holds(word(group, value)));
    }),
  );
}

/** Sorted by the one sort entry; with none, or more than one, the order stays as it is. */
export function sortRows<T>(rows: readonly T[], sortBy: readonly SortEntry[] | undefined): T[] {
  if (!Array.isArray(sortBy) || sortBy.length !== 1) return [...rows];
  const [{ id, desc }] = sortBy as [SortEntry];
  const key = id as keyof T;
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), 'en', { numeric: true });
    return c * sign;
  });
}

/**
 * One page: pageCount is the count divided by the page size, rounded up. A page index past the last
 * page (after rows were deleted) answers the last page.
 */
export function page<T>(rows: readonly T[], pageSize: unknown, pageIndex: unknown): Paged<T> {
  const size = Number.isInteger(Number(pageSize)) && Number(pageSize) > 0 ? Number(pageSize) : DEFAULT_PAGE_SIZE;
  const pageCount = Math.ceil(rows.length / size);
  const wanted = Number.isInteger(Number(pageIndex)) && Number(pageIndex) > 0 ? Number(pageIndex) : 0;
  const index = Math.min(wanted, Math.max(pageCount - 1, 0));
  return { pageSize: size, pageIndex: index, pageCount, items: rows.slice(index * size, index * size + size) };
}

/** What a search reads: the fields, and those of them shown translated with the words to read them. */
export interface SearchFields<T> {
  fields: readonly (keyof T)[];
  shown?: ShownFields<T>;
  word?: ShownWord;
}

/** Search, sort and page in that order. */
export function query<T>(rows: readonly T[], q: PageQuery, { fields, shown, word }: SearchFields<T>): Paged<T> {
  return page(sortRows(search(rows, q.term, fields, shown, word), q.sortBy), q.pageSize, q.pageIndex);
}

const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
/** An id a row can be found by: a whole number above 0. */
const isId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** The list calls of events and tasks: POST adds at the front with a new id, PUT replaces by id or adds, DELETE removes; each answers the full list. */
function listCalls<T extends { id: number }>(get: () => T[], set: (rows: T[]) => void) {
  return {
    list: (): T[] => get(),
    add: (item: Omit<T, 'id'> & { id?: number }): T[] => {
      set([{ ...item, id: nextId(get()) } as T, ...get()]);
      return get();
    },
    /** Replaces the row of the item's id; an item whose id no row has is added, one with no id gets a new id. */
    put: (item: Omit<T, 'id'> & { id?: unknown }): T[] => {
      const rows = get();
      const { id } = item;
      if (!isId(id)) set([...rows, { ...item, id: nextId(rows) } as T]);
      else set(rows.some((r) => r.id === id) ? rows.map((r) => (r.id === id ? (item as T) : r)) : [...rows, item as T]);
      return get();
    },
    remove: (id: number): T[] => {
      set(get().filter((r) => r.id !== Number(id)));
      return get();
    },
  };
}

export const TABLE_SEARCH_FIELDS = ['name', 'tag', 'sales', 'stock', 'category'] as const satisfies readonly (keyof TableRow)[];
export const CONTACT_SEARCH_FIELDS = ['name', 'position', 'email', 'phone', 'group'] as const satisfies readonly (keyof Contact)[];
export const PRODUCT_SEARCH_FIELDS = ['name', 'description', 'category'] as const satisfies readonly (keyof SampleProduct)[];
/** The searched fields the screens show translated (demo-parts' useSampleWord), by their group of words. */
export const TABLE_SHOWN: ShownFields<TableRow> = { category: 'tableCategory', tag: 'tag' };
export const CONTACT_SHOWN: ShownFields<Contact> = { group: 'group' };

/** The paged calls of the data table and the contacts: each change answers the page it leaves. */
function pagedCalls<T extends { id: number }>(get: () => T[], set: (rows: T[]) => void, searched: SearchFields<T>) {
  return {
    query: (q: PageQuery): Paged<T> => query(get(), q, searched),
    add: (item: Omit<T, 'id'> & { id?: number }, q: PageQuery): Paged<T> => {
      set([{ ...item, id: nextId(get()) } as T, ...get()]);
      return query(get(), q, searched);
    },
    put: (item: T, q: PageQuery): Paged<T> => {
      set(get().map((r) => (r.id === item.id ? item : r)));
      return query(get(), q, searched);
    },
    remove: (ids: readonly number[], q: PageQuery): Paged<T> => {
      const gone = new Set((ids ?? []).map(Number));
      set(get().filter((r) => !gone.has(r.id)));
      return query(get(), q, searched);
    },
  };
}

/** What a chat PUT carries: one of addText, addAttachments or read. */
export type ChatChange =
  | { addText: { id: number; text: string } }
  | { addAttachments: { id: number; attachments: ChatAttachment[] } }
  | { read: { id: number } };

const clock = (d: Date) => d.toTimeString().slice(0, 5);

export interface HandlerOptions {
  /** The clock of the chat's message times. */
  now?: () => Date;
  /** How the screens show the fixed values, so a search finds the word the person reads. */
  word?: ShownWord;
}

export function createHandlers(db: MockDb, { now = () => new Date(), word }: HandlerOptions = {}) {
  const chat = (id: number, change: (c: ChatItem) => ChatItem) => {
    db.chat = db.chat.map((c) => (c.id === Number(id) ? change(c) : c));
    return db.chat;
  };
  return {
    events: listCalls<CalendarEvent>(() => db.events, (rows) => (db.events = rows)),
    tasks: listCalls<Task>(() => db.tasks, (rows) => (db.tasks = rows)),
    mailbox: () => db.mailbox,
    datatable: pagedCalls<TableRow>(() => db.datatable, (rows) => (db.datatable = rows), { fields: TABLE_SEARCH_FIELDS, shown: TABLE_SHOWN, word }),
    contacts: pagedCalls<Contact>(() => db.contacts, (rows) => (db.contacts = rows), { fields: CONTACT_SEARCH_FIELDS, shown: CONTACT_SHOWN, word }),
    notifications: () => db.notifications,
    users: () => db.users,
    /** The product sample: all, or those whose name, description or category holds the term. */
    products: (term?: unknown): SampleProduct[] => search(db.products, term, PRODUCT_SEARCH_FIELDS),
    chat: {
      list: () => db.chat,
      change: (body: ChatChange): ChatItem[] => {
        if ('addText' in body) {
          const { id, text } = body.addText;
          return chat(id, (c) => ({ ...c, last: text, messages: [...c.messages, { text, time: clock(now()), type: 'message', attachments: [] }] }));
        }
        if ('addAttachments' in body) {
          const { id, attachments } = body.addAttachments;
          return chat(id, (c) => ({ ...c, messages: [...c.messages, { text: '', time: clock(now()), type: 'message', attachments }] }));
        }
        if ('read' in body) return chat(body.read.id, (c) => ({ ...c, unread: 0 }));
        return db.chat;
      },
    },
  };
}

export type Handlers = ReturnType<typeof createHandlers>;
