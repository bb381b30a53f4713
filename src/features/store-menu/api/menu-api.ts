// The store menu screen's calls: the PUBLIC menu of a store (what consumers and kiosks get), the
// staff product list of the same store (to show what is hidden and why), the availability switch,
// and the company/store pickers.
import type { Paged, Role } from '../../../../server/contracts/common';
import type { Product, PublicCategory, PublicProduct } from '../../../../server/contracts/catalogue';
import { api, unwrap } from '../../../lib/api-client';

const PAGE = 100;

/** Reads every page of a paged list (menus are small; a guard stops a runaway loop). */
async function allPages<T>(load: (pagenum: number) => Promise<Paged<T>>): Promise<T[]> {
  const out: T[] = [];
  for (let pagenum = 0; pagenum < 50; pagenum += 1) {
    const page = await load(pagenum);
    out.push(...page.items);
    if (pagenum + 1 >= page.pageCount) break;
  }
  return out;
}

export const publicCategories = async (storeUuid: string, signal?: AbortSignal): Promise<PublicCategory[]> =>
  unwrap(await api.get<PublicCategory[]>('/category/lists', { store_uuid: storeUuid }, { silent: true, signal }));

export const publicProducts = (storeUuid: string, signal?: AbortSignal): Promise<PublicProduct[]> =>
  allPages(async (pagenum) => unwrap(await api.get<Paged<PublicProduct>>('/product/lists', { store_uuid: storeUuid, pagenum, limit: PAGE }, { silent: true, signal })));

const staffListRoute = (role: Role | undefined) => (role === 'admin' ? '/product/list' : role === 'manager' ? '/product/store/list' : '/product/company/list');

/** The store's active products, available or not, as staff see them. */
export const staffProducts = (storeUuid: string, role: Role | undefined, signal?: AbortSignal): Promise<Product[]> =>
  allPages(async (pagenum) =>
    unwrap(await api.get<Paged<Product>>(staffListRoute(role), { store_uuid: storeUuid, status: 'active', pagenum, limit: PAGE }, { silent: true, signal })),
  );

export const setProductAvailability = (uuid: string, isAvailable: boolean) => api.put<Product>('/product/change/status', { uuid, is_available: isAvailable });
