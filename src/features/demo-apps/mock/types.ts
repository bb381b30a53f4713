// The template demo apps' sample entities (spec section 3, "Demo-template sample entities"): sample
// data, not product data. Their text is sample content and stays as it is; the screens translate
// the fixed values (categories, folders, statuses, tags) through the demo namespace.

export const EVENT_CATEGORIES = ['Education', 'Work', 'Personal'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export interface CalendarEvent {
  id: number;
  title: string;
  /** ISO date (yyyy-mm-dd) or date-time. */
  start: string;
  end?: string;
  color?: string;
  url?: string;
  category: EventCategory;
}

export const MAIL_FOLDERS = ['inbox', 'sent', 'spam', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export interface MailTag {
  title: string;
  bg: string;
  text: string;
}

export interface MailAttachment {
  title: string;
  size: string;
  source: string;
}

export interface Email {
  name: string;
  address: string;
  thumb: string;
  date: string;
  time: string;
  attachments: MailAttachment[];
  content: string;
}

export interface MailThread {
  id: number;
  folder: MailFolder;
  from: string;
  title: string;
  detail: string;
  /** ISO date-time. */
  dateTime: string;
  attachment: boolean;
  starred: boolean;
  important: boolean;
  unread: boolean;
  tags: MailTag[];
  emails: Email[];
}

export const TASK_STATUSES = ['Active', 'Done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface Task {
  id: number;
  status: TaskStatus;
  title: string;
  detail: string;
  tags: { title: string; bg: string }[];
  deleted: boolean;
}

export const TABLE_CATEGORIES = ['Whole Wheat', 'Sourdough', 'Multigrain'] as const;
export const TABLE_TAGS = ['', 'Done', 'Sale', 'New'] as const;
export type TableCategory = (typeof TABLE_CATEGORIES)[number];
export type TableTag = (typeof TABLE_TAGS)[number];

export interface TableRow {
  id: number;
  name: string;
  sales: number;
  stock: number;
  category: TableCategory;
  tag: TableTag;
}

export interface DemoNotification {
  id: number;
  img: string;
  title: string;
  detail: string;
  link: string;
}

export interface SampleProduct {
  id: string;
  name: string;
  description: string;
  sales: number;
  stock: number;
  category: string;
  tag: string;
  check: boolean;
  /** dd.mm.yyyy */
  date: string;
  /** ISO time. */
  createdDate: string;
}

export const CONTACT_GROUPS = ['Work', 'Personal'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];

export interface Contact {
  id: number;
  name: string;
  position: string;
  email: string;
  phone: string;
  group: ContactGroup;
  thumb: string;
}

export interface ChatAttachment {
  name: string;
  size: string;
}

export interface ChatMessage {
  text: string;
  time: string;
  /** 'message': sent by the person using the demo; 'response': by the other side. */
  type: 'message' | 'response';
  attachments: ChatAttachment[];
}

export interface ChatItem {
  id: number;
  name: string;
  thumb: string;
  last: string;
  status: 'Online' | 'Offline';
  unread: number;
  messages: ChatMessage[];
}

export interface DemoUser {
  id: number;
  name: string;
  thumb: string;
  role: string;
  email: string;
}

/** One sort entry of the table and contact queries. */
export interface SortEntry {
  id: string;
  desc: boolean;
}

/** The paging fields every data-table and contacts call sends. */
export interface PageQuery {
  term?: string;
  sortBy?: SortEntry[];
  pageSize?: number;
  pageIndex?: number;
}

/** What every data-table and contacts call answers. */
export interface Paged<T> {
  pageSize: number;
  pageIndex: number;
  pageCount: number;
  items: T[];
}
