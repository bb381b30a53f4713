// Product calls of spec section 7 (products): lists, writes, status and availability switches, the
// image upload and the bulk CSV/XLSX upload; plus the pickers the product screens need.
import type { z } from 'zod';
import type {
  CategoryDropdownItem,
  PRODUCT_SORT_KEYS,
  Product,
  productBodySchema,
  productUpdateSchema,
  ProductType,
  BulkUploadResult,
} from '../../../../server/contracts/catalogue';
import type { EntityStatus, Role } from '../../../../server/contracts/common';
import type { OptionGroup } from '../../../../server/contracts/menu';
import { api, unwrap } from '../../../lib/api-client';
import { findInPages, getPage, postFile, type ListQuery } from '../../../lib/resource-api';

export type ProductQuery = ListQuery<(typeof PRODUCT_SORT_KEYS)[number]> & { category_uuid?: string; type?: ProductType; status?: EntityStatus };

/** Each role reads its own list route: admin everything, company its company, manager its store. */
const listRoute = (role: Role | undefined) => (role === 'admin' ? '/product/list' : role === 'manager' ? '/product/store/list' : '/product/company/list');

export const listProducts = (q: ProductQuery, role: Role | undefined, signal?: AbortSignal) => getPage<Product>(listRoute(role), q, signal);

/** No "get one product" route exists: an edit screen opened by link pages through the list. */
export const findProduct = (id: string, signal?: AbortSignal, role?: Role) =>
  findInPages(id, (pagenum) => listProducts({ pagenum, limit: 100 }, role, signal), 100);

/** The currency of a store's prices, read from one of its products (no store route carries it). */
export async function storeCurrency(storeUuid: string, role: Role | undefined, signal?: AbortSignal): Promise<string | null> {
  const page = await listProducts({ pagenum: 0, limit: 1, store_uuid: storeUuid }, role, signal);
  return page.items[0]?.currency ?? null;
}

export const createProduct = async (body: z.output<typeof productBodySchema>): Promise<Product> => unwrap(await api.post<Product>('/product/create', body));

export const updateProduct = async (id: string, body: z.output<typeof productUpdateSchema>): Promise<Product | undefined> =>
  (await api.put<Product>(`/product/update/${encodeURIComponent(id)}`, body)).data;

export const setProductStatus = (id: string, status: EntityStatus) => api.put<Product>(`/product/status/update/${encodeURIComponent(id)}`, { status });

export const setProductAvailability = (uuid: string, isAvailable: boolean) => api.put<Product>('/product/change/status', { uuid, is_available: isAvailable });

export const uploadProductImage = async (file: File): Promise<string> =>
  unwrap(await postFile<{ image: string }>('/product/upload/image', file, { field: 'image', successToast: false })).image;

/**
 * Sends a CSV/XLSX file of products for one store. The server takes all rows or none; a refusal
 * arrives as an ApiError whose `fieldErrors` map "line N" to what is wrong on that line.
 */
export async function uploadProductsFile(
  file: File,
  storeUuid: string | undefined,
  onProgress: (percent: number) => void,
): Promise<{ message: string; result: BulkUploadResult }> {
  const options = { fields: { store_uuid: storeUuid }, silent: true, successToast: false, onProgress };
  const res = await postFile<BulkUploadResult>('/product/upload/bulk', file, options);
  return { message: res.message, result: unwrap(res) };
}

/** Active categories of one store (form), or of everything in the filter's scope (list). */
export const categoryOptions = async (scope: { company_uuid?: string; store_uuid?: string }, signal?: AbortSignal): Promise<CategoryDropdownItem[]> =>
  unwrap(
    await api.get<CategoryDropdownItem[]>(
      scope.store_uuid ? '/category/store/dropdown/list' : '/category/dropdown/list',
      scope.store_uuid ? { store_uuid: scope.store_uuid } : { company_uuid: scope.company_uuid },
      { silent: true, signal },
    ),
  );

/** A store's active option groups with their options, for the editor's picker. */
export const optionGroupOptions = async (storeUuid: string, signal?: AbortSignal): Promise<OptionGroup[]> =>
  unwrap(await api.get<OptionGroup[]>('/option/group/dropdown', { store_uuid: storeUuid }, { silent: true, signal }));

/** Every active product of one store (a combo's slots offer them), page by page. */
export async function storeProducts(storeUuid: string, role: Role | undefined, signal?: AbortSignal): Promise<Product[]> {
  const out: Product[] = [];
  for (let pagenum = 0; pagenum < 50; pagenum += 1) {
    const page = await listProducts({ pagenum, limit: 100, store_uuid: storeUuid, status: 'active' }, role, signal);
    out.push(...page.items);
    if (pagenum + 1 >= page.pageCount) break;
  }
  return out;
}
