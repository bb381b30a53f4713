// The till's discount calls: the store's limit (kept on the device, so an offline till still knows
// which discounts it may give alone), a coupon tried on the ticket, and a manager's approval.
import type { DiscountApproval, DiscountPolicy, TillCoupon } from '../../../../server/contracts/discounts';
import { STORAGE_KEYS } from '../../../config/constants';
import { api, unwrap } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { readJson, writeJson } from '../../../lib/storage';

const policyKey = (storeUuid: string) => `${STORAGE_KEYS.tillPricing}:discount-limit:${storeUuid}`;

/** The store's limit for manual discounts without a manager; the kept one when offline (0 when never read: every discount then needs a manager). */
export async function fetchDiscountPolicy(storeUuid: string, signal?: AbortSignal): Promise<DiscountPolicy> {
  try {
    const policy = unwrap(await api.get<DiscountPolicy>('/discount/policy', { store_uuid: storeUuid }, { silent: true, signal }));
    writeJson(policyKey(storeUuid), policy);
    return policy;
  } catch (error) {
    const kept = readJson<DiscountPolicy>(policyKey(storeUuid));
    if (kept && typeof kept.approval_limit === 'number') return kept;
    if (signal?.aborted) throw error;
    return { store_uuid: storeUuid, approval_limit: 0, currency: '' };
  }
}

export const checkTillCoupon = async (storeUuid: string, code: string, subtotal: number): Promise<TillCoupon> =>
  unwrap(
    await api.post<TillCoupon>(
      '/discount/coupon/check',
      { store_uuid: storeUuid, code, subtotal, device_id: getDeviceId() },
      { silent: true, successToast: false },
    ),
  );

export const approveDiscount = async (body: {
  store_uuid: string;
  email: string;
  password: string;
  amount: number;
  reason: string;
}): Promise<DiscountApproval> =>
  unwrap(await api.post<DiscountApproval>('/discount/approve', body, { silent: true, successToast: false }));
