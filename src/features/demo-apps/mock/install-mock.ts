// The demo apps' mock layer (spec section 1: "any request the mock layer does not answer passes
// through to the real server"): axios-mock-adapter on the demo apps' own axios instance answers the
// template's calls from an in-memory database (handlers.ts) and passes every other request through
// to the real server unchanged. It is installed on that instance only, never on the app's client,
// whose /notifications, /products and /users are the product's own.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createHandlers, createMockDb, type ChatChange, type MockDb, type ShownWord } from './handlers';
import type { PageQuery } from './types';

type Body = Record<string, unknown>;

/** A request's JSON body (axios has already turned it into a string). */
function body(config: AxiosRequestConfig): Body {
  const data: unknown = config.data;
  if (typeof data === 'string' && data) {
    try {
      return JSON.parse(data) as Body;
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' ? (data as Body) : {};
}

/** The paging fields of a call, from its query (GET) or its body (the changes). */
function pageQuery(source: Body): PageQuery {
  let sortBy: unknown = source.sortBy;
  if (typeof sortBy === 'string') {
    try {
      sortBy = JSON.parse(sortBy);
    } catch {
      sortBy = undefined;
    }
  }
  return {
    term: typeof source.term === 'string' ? source.term : undefined,
    sortBy: Array.isArray(sortBy) ? (sortBy as PageQuery['sortBy']) : undefined,
    pageSize: source.pageSize === undefined ? undefined : Number(source.pageSize),
    pageIndex: source.pageIndex === undefined ? undefined : Number(source.pageIndex),
  };
}

const ok = (data: unknown): [number, unknown] => [200, data];

/** What a change is answered while the sample server refuses changes (InstallOptions.refuse). */
export const REFUSED: [number, unknown] = [503, { message: 'The sample server refuses changes (switched on in the demo overview)' }];

/** A POST or PUT whose `item` is not an object changes nothing and is refused, as a server would. */
const withItem = (config: AxiosRequestConfig, answer: (item: never) => unknown): [number, unknown] => {
  const { item } = body(config);
  if (!item || typeof item !== 'object' || Array.isArray(item)) return [400, { message: 'item: an object is required' }];
  return ok(answer(item as never));
};
const params = (config: AxiosRequestConfig): Body => (config.params as Body | undefined) ?? {};

export interface InstallOptions {
  db?: MockDb;
  /** A pause before each answer (ms), so the screens' loading states show as they would against a server. */
  delayMs?: number;
  /** How the screens show the fixed sample values (the person's language): the searches match those words too. */
  word?: ShownWord;
  /** While it answers true, every change (POST, PUT, DELETE) is refused and changes nothing: the screens' error states. */
  refuse?: () => boolean;
}

/** Puts the mock layer on `instance`; `restore()` on the answer takes it off. */
export function installDemoMock(instance: AxiosInstance, { db = createMockDb(), delayMs = 0, word, refuse }: InstallOptions = {}): MockAdapter {
  const h = createHandlers(db, { word });
  const mock = new MockAdapter(instance, { delayResponse: delayMs, onNoMatch: 'passthrough' });
  type Reply = (config: AxiosRequestConfig) => [number, unknown];
  /** A change's answer, unless the sample server refuses changes. */
  const change =
    (reply: Reply): Reply =>
    (config) =>
      refuse?.() ? REFUSED : reply(config);

  for (const [url, calls] of [
    ['/apps/events', h.events],
    ['/apps/tasks', h.tasks],
  ] as const) {
    mock.onGet(url).reply(() => ok(calls.list()));
    mock.onPost(url).reply(change((c) => withItem(c, (item) => calls.add(item))));
    mock.onPut(url).reply(change((c) => withItem(c, (item) => calls.put(item))));
    mock.onDelete(url).reply(change((c) => ok(calls.remove(Number(params(c).id ?? body(c).id)))));
  }

  mock.onGet('/apps/mailbox').reply(() => ok(h.mailbox()));

  for (const [url, calls] of [
    ['/datatable', h.datatable],
    ['/apps/contacts', h.contacts],
  ] as const) {
    mock.onGet(url).reply((c) => ok(calls.query(pageQuery(params(c)))));
    mock.onPost(url).reply(change((c) => withItem(c, (item) => calls.add(item, pageQuery(body(c))))));
    mock.onPut(url).reply(change((c) => withItem(c, (item) => calls.put(item, pageQuery(body(c))))));
    const ids = (c: AxiosRequestConfig) => (body(c).ids ?? params(c).ids ?? []) as number[];
    mock.onDelete(url).reply(change((c) => ok(calls.remove(ids(c), pageQuery({ ...params(c), ...body(c) })))));
  }

  mock.onGet('/notifications').reply(() => ok(h.notifications()));
  mock.onGet('/products').reply((c) => ok(h.products(params(c).term)));
  mock.onGet('/users').reply(() => ok(h.users()));

  mock.onGet('/apps/chat').reply(() => ok(h.chat.list()));
  mock.onPut('/apps/chat').reply(change((c) => ok(h.chat.change(body(c) as unknown as ChatChange))));

  // Everything else reaches the real server as if the mock layer were not there.
  mock.onAny().passThrough();
  return mock;
}
