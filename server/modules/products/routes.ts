// Product routes of spec section 7. Managing products: admin (any company), company (own company),
// manager (own store); the order screens' lists also serve executives and cashiers in scope; the
// day's sold-out switch and the "today" list also serve the cashier of that store; the menu
// (/product/lists) is public. Scope is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, statusBodySchema, uuidSchema } from '../../contracts/common';
import {
  productAdminListQuerySchema,
  productAvailabilitySchema,
  productBodySchema,
  productCompanyOrderQuerySchema,
  productListQuerySchema,
  productStoreOrderQuerySchema,
  productTodayQuerySchema,
  productUpdateSchema,
  publicProductQuerySchema,
} from '../../contracts/catalogue';
import { badRequest, ok, pageOf } from '../../lib/http';
import { saveImage } from '../../lib/uploads';
import { caller } from '../../plugins/auth';
import { CATALOGUE_ROLES, ORDER_TAKING_ROLES, type CatalogueRouteOptions } from '../categories/routes';
import { readUpload } from '../categories/upload';
import { SOLD_OUT_ROLES } from '../options/routes';
import { menuScope, queryKey, sendMenuEntry } from './menu-cache';
import * as svc from './service';

const tags = ['products'];
/** The store of a bulk file: a form field (or the query); store roles may leave it out. */
const bulkStoreSchema = z.object({ store_uuid: uuidSchema.optional() });

export default async function productRoutes(app: FastifyInstance, opts: CatalogueRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/product/list', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'All products, paged and filtered (admin)', querystring: productAdminListQuerySchema },
  }, async (req) =>
    ok('Products', await svc.listProducts(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/product/company/list', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: "A company's products with category and store names, paged", querystring: productListQuerySchema },
  }, async (req) =>
    ok('Products', await svc.listProducts(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/product/store/list', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: "A store's products with category and store names, paged", querystring: productListQuerySchema },
  }, async (req) =>
    ok('Products', await svc.listProducts(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/product/company/order/list', {
    config: { access: ORDER_TAKING_ROLES },
    schema: { tags, summary: 'Orderable products of a company or store, in menu order (order screens)', querystring: productCompanyOrderQuerySchema },
  }, async (req) =>
    ok('Products', await svc.orderableProducts(db, caller(req), req.query)),
  );

  r.get('/product/store/order/list', {
    config: { access: ORDER_TAKING_ROLES },
    schema: { tags, summary: 'Orderable products of a store, in menu order (order screens)', querystring: productStoreOrderQuerySchema },
  }, async (req) =>
    ok('Products', await svc.orderableProducts(db, caller(req), req.query)),
  );

  r.get('/product/today/list', {
    config: { access: SOLD_OUT_ROLES },
    schema: { tags, summary: "A store's active products with their and their options' sold-out switches (today screen)", querystring: productTodayQuerySchema },
  }, async (req) =>
    ok('Products', await svc.todayProducts(db, caller(req), req.query)),
  );

  // From memory until a catalogue write of its company (menu-cache.ts); a strong ETag answers 304.
  r.get('/product/lists', {
    config: { access: 'public' },
    schema: { tags, summary: 'The public menu of a store or company, paged, with options, combos and allergens', querystring: publicProductQuerySchema },
  }, async (req, reply) => {
    const entry = await app.menuCache.get(
      queryKey(req.query),
      () => menuScope(db, req.query),
      async () => ok('Products', await svc.publicProducts(db, { ...pageOf(req.query), search: req.query.search }, req.query)),
    );
    return sendMenuEntry(req, reply, entry);
  });

  r.post('/product/create', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Create a product in a store', body: productBodySchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Product created', await svc.createProduct(db, caller(req), req.body))),
  );

  r.put('/product/update/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Update a product', params: idParamSchema, body: productUpdateSchema },
  }, async (req) =>
    ok('Product updated', await svc.updateProduct(db, caller(req), req.params.id, req.body)),
  );

  r.put('/product/change/status', {
    config: { access: SOLD_OUT_ROLES },
    schema: {
      tags,
      summary: "Mark a product available or unavailable (menu and today screens; managers and the store's cashiers)",
      body: productAvailabilitySchema,
    },
  }, async (req) =>
    ok(
      req.body.is_available ? 'Product is available' : 'Product is unavailable',
      await svc.setAvailability(db, caller(req), req.body.uuid, req.body.is_available),
    ),
  );

  r.put('/product/status/update/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Activate or deactivate a product', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(req.body.status === 'active' ? 'Product activated' : 'Product deactivated', await svc.setProductStatus(db, caller(req), req.params.id, req.body.status)),
  );

  r.post('/product/upload/image', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Upload a product image (multipart field "image"); answers its path', consumes: ['multipart/form-data'] },
  }, async (req) => {
    const { file } = await readUpload(req, 'image');
    const saved = await saveImage(opts.uploadsDir, 'products', file.buffer, { maxBytes: opts.maxImageBytes });
    return ok('Image uploaded', { image: saved.path });
  });

  r.post(
    '/product/upload/bulk',
    {
      config: { access: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: 'Create many products from a CSV or XLSX file (multipart: file, store_uuid); all rows or none',
        consumes: ['multipart/form-data'],
        querystring: bulkStoreSchema,
      },
    },
    async (req) => {
      const { file, fields } = await readUpload(req, 'file');
      const parsed = bulkStoreSchema.safeParse({ store_uuid: fields.store_uuid || req.query.store_uuid });
      if (!parsed.success) throw badRequest('The store id is not valid', [{ path: 'store_uuid', message: 'Must be a valid id' }]);
      const result = await svc.bulkUpload(db, caller(req), parsed.data.store_uuid, file.buffer);
      return ok(`${result.inserted} rows uploaded`, result);
    },
  );
}
