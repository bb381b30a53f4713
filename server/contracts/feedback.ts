// Feedback on an order and reviews of the products in it: request bodies, list queries and rows.
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema } from './common';
import { dateOnlySchema } from './orders';

const rating = z.number({ message: 'Rating must be a number' }).int('Rating is a whole number').min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5');
const comment = z.string().trim().max(1000, 'Comment is at most 1000 characters').optional();

export const feedbackCreateSchema = z.object({ order_uuid: uuidSchema, rating, comment });
export const reviewCreateSchema = z.object({ order_uuid: uuidSchema, product_uuid: uuidSchema, rating, comment });

export const feedbackListQuerySchema = pagingQuerySchema.extend({
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
  start_date: dateOnlySchema.optional(),
  end_date: dateOnlySchema.optional(),
});
export const storeFeedbackListQuerySchema = feedbackListQuerySchema.omit({ company_uuid: true });
export const productFeedbackListQuerySchema = pagingQuerySchema.extend({ company_uuid: uuidSchema.optional(), store_uuid: uuidSchema.optional() });
export const feedbackOrderParamSchema = z.object({ id: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Not an order id') });

export interface FeedbackRow {
  uuid: string;
  order_uuid: string;
  order_id: string;
  user_uuid: string;
  user_name: string;
  company_uuid: string;
  company_name: string;
  store_uuid: string;
  store_name: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface ProductReviewRow {
  uuid: string;
  order_uuid: string;
  order_id: string;
  product_uuid: string;
  product_name: string;
  /** Over all reviews of the product, whatever the page shows; two decimals. */
  product_average_rating: number;
  product_review_count: number;
  user_uuid: string;
  user_name: string;
  company_uuid: string;
  store_uuid: string;
  store_name: string;
  rating: number;
  comment: string | null;
  created_at: string;
}
