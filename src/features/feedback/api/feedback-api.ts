// Feedback and product review lists of spec section 7, one route per role: an administrator reads
// every company, a company user or executive their company, a store role their store.
import type { Paged, Role } from '../../../../server/contracts/common';
import type { FeedbackRow, ProductReviewRow } from '../../../../server/contracts/feedback';
import { api, unwrap } from '../../../lib/api-client';

export interface FeedbackQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
  /** YYYY-MM-DD, both ends inclusive (order feedback only). */
  start_date?: string;
  end_date?: string;
}

export type ListLevel = 'admin' | 'company' | 'store';

/** Which of the three lists a role reads. */
export const listLevel = (role: Role | undefined): ListLevel =>
  role === 'admin' ? 'admin' : role === 'manager' || role === 'cashier' ? 'store' : 'company';

/** The store lists take no company filter; the product review lists no dates. */
export function feedbackParams(q: FeedbackQuery, level: ListLevel, withDates: boolean): Record<string, string | number | undefined> {
  const { start_date, end_date, company_uuid, ...rest } = q;
  return { ...rest, ...(level === 'store' ? {} : { company_uuid }), ...(withDates ? { start_date, end_date } : {}) };
}

export const listFeedback = async (q: FeedbackQuery, role: Role | undefined, signal?: AbortSignal): Promise<Paged<FeedbackRow>> => {
  const level = listLevel(role);
  return unwrap(await api.get<Paged<FeedbackRow>>(`/feedback/${level}/list`, feedbackParams(q, level, true), { silent: true, signal }));
};

export const listProductReviews = async (q: FeedbackQuery, role: Role | undefined, signal?: AbortSignal): Promise<Paged<ProductReviewRow>> => {
  const level = listLevel(role);
  return unwrap(await api.get<Paged<ProductReviewRow>>(`/feedback/product/${level}/list`, feedbackParams(q, level, false), { silent: true, signal }));
};
