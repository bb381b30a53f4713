// Category calls of spec section 7 (categories), the image upload, and the company/store pickers
// the category screens filter by. Shapes come from the shared contracts.
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { CATEGORY_SORT_KEYS, Category, categoryBodySchema, categoryUpdateSchema } from '../../../../server/contracts/catalogue';
import type { EntityStatus, Paged, Role, SortDir } from '../../../../server/contracts/common';
import { api, unwrap, type RequestOptions } from '../../../lib/api-client';

export interface CategoryQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
  sort_by?: (typeof CATEGORY_SORT_KEYS)[number];
  sort_dir?: SortDir;
}

/** A manager reads the store list; admin and company users the company-wide one (same shape). */
export const listCategories = async (q: CategoryQuery, role: Role | undefined, signal?: AbortSignal): Promise<Paged<Category>> =>
  unwrap(await api.get<Paged<Category>>(role === 'manager' ? '/category/store/list' : '/category/company/list', { ...q }, { silent: true, signal }));

/**
 * There is no "get one category" route, so an edit screen opened by link pages through the list
 * the caller may see until it finds the category.
 */
export async function findCategory(id: string, role: Role | undefined, signal?: AbortSignal): Promise<Category | null> {
  for (let pagenum = 0; pagenum < 50; pagenum += 1) {
    const page = await listCategories({ pagenum, limit: 100 }, role, signal);
    const hit = page.items.find((c) => c.uuid === id);
    if (hit) return hit;
    if (pagenum + 1 >= page.pageCount) return null;
  }
  return null;
}

export const createCategory = async (body: z.output<typeof categoryBodySchema>): Promise<Category> =>
  unwrap(await api.post<Category>('/category/create', body));

export const updateCategory = async (id: string, body: z.output<typeof categoryUpdateSchema>): Promise<Category | undefined> =>
  (await api.put<Category>(`/category/update/${encodeURIComponent(id)}`, body)).data;

export const setCategoryStatus = (id: string, status: EntityStatus) => api.put<Category>(`/category/status/update/${encodeURIComponent(id)}`, { status });

/** Multipart upload of one picture (field "image"); answers the stored path. */
export async function uploadCategoryImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  // The client's JSON content type would turn the FormData into JSON; this lets the browser set the boundary.
  const options: RequestOptions & AxiosRequestConfig = { successToast: false, headers: { 'Content-Type': 'multipart/form-data' } };
  const res = await api.post<{ image: string }>('/category/upload/image', form, options);
  return unwrap(res).image;
}
