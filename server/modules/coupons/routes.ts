// Coupon management routes of spec section 7. Roles per route are declared here; the tenant scope
// (a manager: their own store's coupons only) is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import { couponCreateSchema, couponListQuerySchema, couponStatusBodySchema, couponUpdateSchema } from '../../contracts/coupons';
import { listPage, routes, switched } from '../../lib/routes';
import * as svc from './service';

const MANAGERS = ['admin', 'company', 'manager'] as const;

export default async function couponRoutes(app: FastifyInstance) {
  const route = routes(app, ['coupons']);
  const db = app.db;

  route.get('/coupon/list', MANAGERS, { querystring: couponListQuerySchema }, 'Coupons in scope, paged; search by code or description')
    .answer('Coupons', ({ user, query }) => svc.listCoupons(db, user, listPage(query), query));
  route.post('/coupon/add', MANAGERS, { body: couponCreateSchema }, 'Create a coupon (store_uuid empty = every store of the company)')
    .created('Coupon created', ({ user, body }) => svc.createCoupon(db, user, body));
  route.put('/coupon/update/:id', MANAGERS, { params: idParamSchema, body: couponUpdateSchema }, 'Update a coupon')
    .answer('Coupon updated', ({ user, params, body }) => svc.updateCoupon(db, user, params.id, body));
  route.put('/coupon/status/change', MANAGERS, { body: couponStatusBodySchema }, 'Activate or deactivate a coupon')
    .answer(switched('Coupon'), ({ user, body }) => svc.setCouponStatus(db, user, body.uuid, body.status));
}
