// Coupon management calls of spec section 7, and the company currency the money fields use.
// Money travels in minor units; a percentage in basis points (1000 = 10%).
import type { z } from 'zod';
import type { EntityStatus, Paged } from '../../../../server/contracts/common';
import type { Company } from '../../../../server/contracts/companies';
import type { COUPON_SORT_KEYS, Coupon, couponCreateSchema, couponUpdateSchema } from '../../../../server/contracts/coupons';
import { api, unwrap } from '../../../lib/api-client';
import { getPage, type ListQuery } from '../../../lib/resource-api';

export type CouponQuery = ListQuery<(typeof COUPON_SORT_KEYS)[number]> & { type?: string; offer_type?: string };

export const listCoupons = (q: CouponQuery, signal?: AbortSignal) => getPage<Coupon>('/coupon/list', q, signal);

export const createCoupon = async (body: z.output<typeof couponCreateSchema>): Promise<Coupon | undefined> =>
  (await api.post<Coupon>('/coupon/add', body)).data;

export const updateCoupon = async (id: string, body: z.output<typeof couponUpdateSchema>): Promise<Coupon | undefined> =>
  (await api.put<Coupon>(`/coupon/update/${encodeURIComponent(id)}`, body)).data;

export const setCouponStatus = (id: string, status: EntityStatus) => api.put<Coupon>('/coupon/status/change', { uuid: id, status });

/**
 * Currency of each company in scope, keyed by company uuid. Administrators and company users read
 * the company list; a manager (who may not) reads the public store list of their own company.
 */
export async function companyCurrencies(role: string, companySlug: string | null, signal?: AbortSignal): Promise<Record<string, string>> {
  if (role === 'admin' || role === 'company') {
    const page = unwrap(await api.get<Paged<Company>>('/company/list', { pagenum: 0, limit: 100 }, { silent: true, signal }));
    return Object.fromEntries(page.items.map((c) => [c.uuid, c.currency]));
  }
  if (!companySlug) return {};
  const answer = await api.get<unknown>('/company/get/stores', { company_slug: companySlug }, { silent: true, signal });
  const company = (answer as { company?: { uuid: string; currency: string } }).company;
  return company ? { [company.uuid]: company.currency } : {};
}
