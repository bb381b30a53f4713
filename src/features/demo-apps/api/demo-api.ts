// The demo apps' calls (spec section 7, "Demo mock calls"), one function each.
import type { AuthUser } from '../../../../server/contracts/auth';
import type { ChatChange } from '../mock/handlers';
import type {
  CalendarEvent,
  ChatItem,
  Contact,
  DemoNotification,
  DemoUser,
  MailThread,
  PageQuery,
  Paged,
  SampleProduct,
  TableRow,
  Task,
} from '../mock/types';
import { demoClient } from './demo-client';

const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

function listApi<T extends { id: number }>(url: string) {
  return {
    list: () => data(demoClient.get<T[]>(url)),
    add: (item: Omit<T, 'id'>) => data(demoClient.post<T[]>(url, { item })),
    put: (item: T) => data(demoClient.put<T[]>(url, { item })),
    remove: (id: number) => data(demoClient.delete<T[]>(url, { params: { id } })),
  };
}

function pagedApi<T extends { id: number }>(url: string) {
  return {
    query: (q: PageQuery) => data(demoClient.get<Paged<T>>(url, { params: q })),
    add: (item: Omit<T, 'id'>, q: PageQuery) => data(demoClient.post<Paged<T>>(url, { item, ...q })),
    put: (item: T, q: PageQuery) => data(demoClient.put<Paged<T>>(url, { item, ...q })),
    remove: (ids: number[], q: PageQuery) => data(demoClient.delete<Paged<T>>(url, { data: { ids, ...q } })),
  };
}

export const demoApi = {
  events: listApi<CalendarEvent>('/apps/events'),
  tasks: listApi<Task>('/apps/tasks'),
  mailbox: () => data(demoClient.get<MailThread[]>('/apps/mailbox')),
  datatable: pagedApi<TableRow>('/datatable'),
  contacts: pagedApi<Contact>('/apps/contacts'),
  notifications: () => data(demoClient.get<DemoNotification[]>('/notifications')),
  products: (term?: string) => data(demoClient.get<SampleProduct[]>('/products', { params: term ? { term } : {} })),
  users: () => data(demoClient.get<DemoUser[]>('/users')),
  chat: {
    list: () => data(demoClient.get<ChatItem[]>('/apps/chat')),
    change: (change: ChatChange) => data(demoClient.put<ChatItem[]>('/apps/chat', change)),
  },
  /** Not a mock call: the mock layer passes it through to the real server (the signed-in person). */
  me: () => data(demoClient.get<{ data: AuthUser }>('/company/me')).then((body) => body.data),
};
