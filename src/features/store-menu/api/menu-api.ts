// The store menu screen's calls: the PUBLIC menu of a store (what consumers and kiosks get), the
// store's "today" list (every active product with its own and its options' sold-out switches,
// readable by the store's cashiers too), and the two switches.
import type { Paged } from '../../../../server/contracts/common';
import type { Product, PublicCategory, PublicProduct, TodayProduct } from '../../../../server/contracts/catalogue';
import type { OptionView } from '../../../../server/contracts/menu';
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
  allPages(async (pagenum) => unwrap(await api.get<Paged<PublicProduct>>(
    '/product/lists',
    { store_uuid: storeUuid, pagenum, limit: PAGE },
    { silent: true, signal },
  )));

/** The store's active products, available or not, each with its option groups and their switches. */
export const todayProducts = async (storeUuid: string, signal?: AbortSignal): Promise<TodayProduct[]> =>
  unwrap(await api.get<TodayProduct[]>('/product/today/list', { store_uuid: storeUuid }, { silent: true, signal }));

export const setProductAvailability = (uuid: string, isAvailable: boolean) => api.put<Product>('/product/change/status', { uuid, is_available: isAvailable });

export const setOptionAvailability = (uuid: string, isAvailable: boolean) => api.put<OptionView>('/option/change/status', { uuid, is_available: isAvailable });
