// Feedback and review routes of spec section 7: consumers write on their completed orders; staff
// read within their scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES } from '../../contracts/common';
import {
  feedbackCreateSchema,
  feedbackListQuerySchema,
  feedbackOrderParamSchema,
  productFeedbackListQuerySchema,
  reviewCreateSchema,
  storeFeedbackListQuerySchema,
} from '../../contracts/feedback';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['feedback'];
const CONSUMERS = ['consumer', 'company_consumer'] as const;
const COMPANY_READERS = ['admin', 'company', 'executive'] as const;
const STORE_READERS = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;

export default async function feedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/feedback/create', {
    config: { access: CONSUMERS },
    schema: { tags, summary: 'Rate your completed order (once)', body: feedbackCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Thank you for your feedback', await svc.createFeedback(db, caller(req), req.body))),
  );

  r.post('/review/order', {
    config: { access: CONSUMERS },
    schema: { tags, summary: 'Review a product of your completed order (once per product)', body: reviewCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Thank you for your review', await svc.createReview(db, caller(req), req.body))),
  );

  r.get('/feedback/company/list', {
    config: { access: COMPANY_READERS },
    schema: { tags, summary: "Order feedback of the company's stores", querystring: feedbackListQuerySchema },
  }, async (req) =>
    ok('Feedback', await svc.listFeedback(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/feedback/admin/list', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'All order feedback (admin)', querystring: feedbackListQuerySchema },
  }, async (req) =>
    ok('Feedback', await svc.listFeedback(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/feedback/store/list', {
    config: { access: STORE_READERS },
    schema: { tags, summary: "Order feedback of a store (store roles: their own)", querystring: storeFeedbackListQuerySchema },
  }, async (req) =>
    ok('Feedback', await svc.listFeedback(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/feedback/order/:id', {
    config: { access: ROLES },
    schema: { tags, summary: 'The feedback and reviews of one order in scope', params: feedbackOrderParamSchema },
  }, async (req) =>
    ok('Feedback', await svc.orderFeedback(db, caller(req), req.params.id)),
  );

  r.get('/feedback/product/company/list', {
    config: { access: COMPANY_READERS },
    schema: { tags, summary: "Product reviews of the company's stores", querystring: productFeedbackListQuerySchema },
  }, async (req) =>
    ok('Product reviews', await svc.listProductReviews(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/feedback/product/admin/list', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'All product reviews (admin)', querystring: productFeedbackListQuerySchema },
  }, async (req) =>
    ok('Product reviews', await svc.listProductReviews(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/feedback/product/store/list', {
    config: { access: STORE_READERS },
    schema: { tags, summary: "Product reviews of a store (store roles: their own)", querystring: productFeedbackListQuerySchema },
  }, async (req) =>
    ok('Product reviews', await svc.listProductReviews(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );
}
