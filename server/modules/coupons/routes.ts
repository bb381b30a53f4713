// Coupon management routes of spec section 7. Roles per route are declared here; the tenant scope
// (a manager: their own store's coupons only) is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../contracts/common';
import { couponCreateSchema, couponListQuerySchema, couponStatusBodySchema, couponUpdateSchema } from '../../contracts/coupons';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const MANAGERS = ['admin', 'company', 'manager'] as const;
const tags = ['coupons'];

export default async function couponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/coupon/list', {
    config: { access: MANAGERS },
    schema: { tags, summary: 'Coupons in scope, paged; search by code or description', querystring: couponListQuerySchema },
  }, async (req) =>
    ok('Coupons', await svc.listCoupons(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.post('/coupon/add', {
    config: { access: MANAGERS },
    schema: { tags, summary: 'Create a coupon (store_uuid empty = every store of the company)', body: couponCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Coupon created', await svc.createCoupon(db, caller(req), req.body))),
  );

  r.put('/coupon/update/:id', {
    config: { access: MANAGERS },
    schema: { tags, summary: 'Update a coupon', params: idParamSchema, body: couponUpdateSchema },
  }, async (req) =>
    ok('Coupon updated', await svc.updateCoupon(db, caller(req), req.params.id, req.body)),
  );

  r.put('/coupon/status/change', {
    config: { access: MANAGERS },
    schema: { tags, summary: 'Activate or deactivate a coupon', body: couponStatusBodySchema },
  }, async (req) =>
    ok(req.body.status === 'active' ? 'Coupon activated' : 'Coupon deactivated', await svc.setCouponStatus(db, caller(req), req.body.uuid, req.body.status)),
  );
}
