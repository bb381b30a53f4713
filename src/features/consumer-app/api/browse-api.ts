// The public browsing calls of the consumer app: companies, a company's stores and banners, and a
// store's menu (categories and products). No login needed; list loads are silent (no error toast).
import type { PublicBanner } from '../../../../server/contracts/banners';
import type { PublicCategory, PublicProduct, ProductType } from '../../../../server/contracts/catalogue';
import type { Paged } from '../../../../server/contracts/common';
import { api, unwrap } from '../../../lib/api-client';

export interface PublicCompany {
  uuid: string;
  name: string;
  slug: string;
  logo: string | null;
  currency: string;
}

export interface PublicStore {
  uuid: string;
  name: string;
  slug: string;
  address: string | null;
  phone: string | null;
  opening_hours: string | null;
}

export const listCompanies = async (search: string, signal?: AbortSignal): Promise<Paged<PublicCompany>> =>
  unwrap(await api.get<Paged<PublicCompany>>('/company/lists', { pagenum: 0, limit: 50, search }, { silent: true, signal }));

/** GET /company/get/stores answers the company beside `data` (the stores). */
export async function companyStores(companySlug: string, signal?: AbortSignal): Promise<{ company: PublicCompany; stores: PublicStore[] }> {
  const answer = (await api.get<PublicStore[]>('/company/get/stores', { company_slug: companySlug }, { silent: true, signal })) as Awaited<
    ReturnType<typeof api.get<PublicStore[]>>
  > & {
    company: PublicCompany;
  };
  return { company: answer.company, stores: unwrap(answer) };
}

export const companyBanners = async (companySlug: string, storeSlug: string | undefined, signal?: AbortSignal): Promise<PublicBanner[]> =>
  unwrap(await api.get<PublicBanner[]>('/banner/lists', { company_slug: companySlug, store_slug: storeSlug }, { silent: true, signal }));

export const storeCategories = async (storeSlug: string, signal?: AbortSignal): Promise<PublicCategory[]> =>
  unwrap(await api.get<PublicCategory[]>('/category/lists', { store_slug: storeSlug }, { silent: true, signal }));

export interface ProductQuery {
  companySlug: string;
  storeSlug: string;
  categoryUuid?: string;
  search?: string;
  type?: ProductType;
}

/** Every page of the store's public menu for the filters (menus are small; a guard stops a runaway loop). */
export async function storeProducts(q: ProductQuery, signal?: AbortSignal): Promise<PublicProduct[]> {
  const out: PublicProduct[] = [];
  for (let pagenum = 0; pagenum < 20; pagenum += 1) {
    const page = unwrap(
      await api.get<Paged<PublicProduct>>(
        '/product/lists',
        { company_slug: q.companySlug, store_slug: q.storeSlug, category_uuid: q.categoryUuid, search: q.search, type: q.type, pagenum, limit: 100 },
        { silent: true, signal },
      ),
    );
    out.push(...page.items);
    if (pagenum + 1 >= page.pageCount) break;
  }
  return out;
}
