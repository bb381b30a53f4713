// Category calls of spec section 7 (categories), the image upload, and the company/store pickers
// the category screens filter by. Shapes come from the shared contracts.
import type { z } from 'zod';
import type { CATEGORY_SORT_KEYS, Category, categoryBodySchema, categoryUpdateSchema } from '../../../../server/contracts/catalogue';
import type { EntityStatus, Role } from '../../../../server/contracts/common';
import { api, unwrap } from '../../../lib/api-client';
import { findInPages, getPage, postFile, type ListQuery } from '../../../lib/resource-api';

export type CategoryQuery = ListQuery<(typeof CATEGORY_SORT_KEYS)[number]>;

/** A manager reads the store list; admin and company users the company-wide one (same shape). */
export const listCategories = (q: CategoryQuery, role: Role | undefined, signal?: AbortSignal) =>
  getPage<Category>(role === 'manager' ? '/category/store/list' : '/category/company/list', q, signal);

/** There is no "get one category" route: an edit screen opened by link pages through the list the caller may see. */
export const findCategory = (id: string, signal?: AbortSignal, role?: Role) =>
  findInPages(id, (pagenum) => listCategories({ pagenum, limit: 100 }, role, signal));

export const createCategory = async (body: z.output<typeof categoryBodySchema>): Promise<Category> =>
  unwrap(await api.post<Category>('/category/create', body));

export const updateCategory = async (id: string, body: z.output<typeof categoryUpdateSchema>): Promise<Category | undefined> =>
  (await api.put<Category>(`/category/update/${encodeURIComponent(id)}`, body)).data;

export const setCategoryStatus = (id: string, status: EntityStatus) => api.put<Category>(`/category/status/update/${encodeURIComponent(id)}`, { status });

/** Multipart upload of one picture (field "image"); answers the stored path. */
export const uploadCategoryImage = async (file: File): Promise<string> =>
  unwrap(await postFile<{ image: string }>('/category/upload/image', file, { field: 'image', successToast: false })).image;
