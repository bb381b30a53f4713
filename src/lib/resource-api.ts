// What the back office's resource calls share: the query every list route reads, one page of a
// list, a record found by paging through its list (most resources have no "get one" route), and a
// file sent as multipart form data (pictures, bulk CSV/XLSX uploads).
import type { Envelope, Paged, SortDir } from '../../server/contracts/common';
import { api, unwrap, type RequestOptions } from './api-client';

/** A list route's query: a page, the search, the scope and an order among the route's sort keys `S`. */
export interface ListQuery<S extends string = never> {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
  sort_by?: S;
  sort_dir?: SortDir;
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** One page of a list route; silent, as a list shows its own error state. */
export async function getPage<T>(route: string, query: object, signal?: AbortSignal): Promise<Paged<T>> {
  return unwrap(await api.get<Paged<T>>(route, { ...(query as Params) }, { silent: true, signal }));
}

/** Pages through a list (`page(pagenum)` reads 100 rows) until the record `id` turns up; null when it is not there. */
export async function findInPages<T extends { uuid: string }>(id: string, page: (pagenum: number) => Promise<Paged<T>>, maxPages = 50): Promise<T | null> {
  for (let pagenum = 0; pagenum < maxPages; pagenum += 1) {
    const answer = await page(pagenum);
    const hit = answer.items.find((row) => row.uuid === id);
    if (hit) return hit;
    if (pagenum + 1 >= answer.pageCount) return null;
  }
  return null;
}

export interface FileUpload extends Omit<RequestOptions, 'onUploadProgress'> {
  /** The form field of the file (default `file`). */
  field?: string;
  /** Fields sent before the file; an empty or undefined one is left out. */
  fields?: Record<string, string | undefined>;
  /** How far the upload has gone, 0..100. */
  onProgress?: (percent: number) => void;
}

/** POSTs one file as multipart form data (the browser writes the type with its boundary). */
export async function postFile<T>(route: string, file: File, { field = 'file', fields = {}, onProgress, ...options }: FileUpload = {}): Promise<Envelope<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append(field, file);
  const percent = (e: { loaded: number; total?: number }) => (e.total ? Math.round((e.loaded / e.total) * 100) : 0);
  return api.post<T>(route, form, onProgress ? { ...options, onUploadProgress: (e) => onProgress(percent(e)) } : options);
}
