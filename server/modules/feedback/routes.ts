// Feedback and review routes of spec section 7: consumers write on their completed orders; staff
// read within their scope.
import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../contracts/common';
import {
  feedbackCreateSchema,
  feedbackListQuerySchema,
  feedbackOrderParamSchema,
  productFeedbackListQuerySchema,
  reviewCreateSchema,
  storeFeedbackListQuerySchema,
} from '../../contracts/feedback';
import { listPage, routes } from '../../lib/routes';
import * as svc from './service';

const CONSUMERS = ['consumer', 'company_consumer'] as const;
const COMPANY_READERS = ['admin', 'company', 'executive'] as const;
const ADMINS = ['admin'] as const;
const STORE_READERS = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;

export default async function feedbackRoutes(app: FastifyInstance) {
  const route = routes(app, ['feedback']);
  const db = app.db;

  route.post('/feedback/create', CONSUMERS, { body: feedbackCreateSchema }, 'Rate your completed order (once)')
    .created('Thank you for your feedback', ({ user, body }) => svc.createFeedback(db, user, body));
  route.post('/review/order', CONSUMERS, { body: reviewCreateSchema }, 'Review a product of your completed order (once per product)')
    .created('Thank you for your review', ({ user, body }) => svc.createReview(db, user, body));

  // The same lists for three audiences; the service narrows each caller to their scope.
  route.getEach(
    ['/feedback/company/list', COMPANY_READERS, { querystring: feedbackListQuerySchema }, "Order feedback of the company's stores"],
    ['/feedback/admin/list', ADMINS, { querystring: feedbackListQuerySchema }, 'All order feedback (admin)'],
    ['/feedback/store/list', STORE_READERS, { querystring: storeFeedbackListQuerySchema }, 'Order feedback of a store (store roles: their own)'],
  ).answer('Feedback', ({ user, query }) => svc.listFeedback(db, user, listPage(query), query));

  route.get('/feedback/order/:id', ROLES, { params: feedbackOrderParamSchema }, 'The feedback and reviews of one order in scope')
    .answer('Feedback', ({ user, params }) => svc.orderFeedback(db, user, params.id));

  route.getEach(
    ['/feedback/product/company/list', COMPANY_READERS, { querystring: productFeedbackListQuerySchema }, "Product reviews of the company's stores"],
    ['/feedback/product/admin/list', ADMINS, { querystring: productFeedbackListQuerySchema }, 'All product reviews (admin)'],
    ['/feedback/product/store/list', STORE_READERS, { querystring: productFeedbackListQuerySchema }, 'Product reviews of a store (store roles: their own)'],
  ).answer('Product reviews', ({ user, query }) => svc.listProductReviews(db, user, listPage(query), query));
}
