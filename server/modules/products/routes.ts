// Product routes of spec section 7. Managing products: admin (any company), company (own company),
// manager (own store); the order screens' lists also serve executives and cashiers in scope; the
// day's sold-out switch and the "today" list also serve the cashier of that store; the menu
// (/product/lists) is public. Scope is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, uuidSchema } from '../../contracts/common';
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
import { badRequest, ok } from '../../lib/http';
import { listPage, routes } from '../../lib/routes';
import { saveImage } from '../../lib/uploads';
import { CATALOGUE_ROLES, ORDER_TAKING_ROLES, imageUploadRoute, type CatalogueRouteOptions } from '../categories/routes';
import { readUpload } from '../categories/upload';
import { SOLD_OUT_ROLES } from '../options/routes';
import { menuScope, queryKey, sendMenuEntry } from './menu-cache';
import * as svc from './service';

/** The store of a bulk file: a form field (or the query); store roles may leave it out. */
const bulkStoreSchema = z.object({ store_uuid: uuidSchema.optional() });
const ADMINS = ['admin'] as const;

export default async function productRoutes(app: FastifyInstance, opts: CatalogueRouteOptions) {
  const route = routes(app, ['products']);
  const db = app.db;

  route.getEach(
    ['/product/list', ADMINS, { querystring: productAdminListQuerySchema }, 'All products, paged and filtered (admin)'],
    ['/product/company/list', CATALOGUE_ROLES, { querystring: productListQuerySchema }, "A company's products with category and store names, paged"],
    ['/product/store/list', CATALOGUE_ROLES, { querystring: productListQuerySchema }, "A store's products with category and store names, paged"],
  ).answer('Products', ({ user, query }) => svc.listProducts(db, user, listPage(query), query));
  route.getEach(
    ['/product/company/order/list', ORDER_TAKING_ROLES, { querystring: productCompanyOrderQuerySchema },
      'Orderable products of a company or store, in menu order (order screens)'],
    ['/product/store/order/list', ORDER_TAKING_ROLES, { querystring: productStoreOrderQuerySchema },
      'Orderable products of a store, in menu order (order screens)'],
  ).answer('Products', ({ user, query }) => svc.orderableProducts(db, user, query));

  route.get('/product/today/list', SOLD_OUT_ROLES, { querystring: productTodayQuerySchema },
    "A store's active products with their and their options' sold-out switches (today screen)")
    .answer('Products', ({ user, query }) => svc.todayProducts(db, user, query));

  // From memory until a catalogue write of its company (menu-cache.ts); a strong ETag answers 304.
  route.get('/product/lists', 'public', { querystring: publicProductQuerySchema },
    'The public menu of a store or company, paged, with options, combos and allergens')
    .handle(async ({ req, reply, query }) => {
      const entry = await app.menuCache.get(
        queryKey(query),
        () => menuScope(db, query),
        async () => ok('Products', await svc.publicProducts(db, listPage(query), query)),
      );
      return sendMenuEntry(req, reply, entry);
    });

  route.post('/product/create', CATALOGUE_ROLES, { body: productBodySchema }, 'Create a product in a store')
    .created('Product created', ({ user, body }) => svc.createProduct(db, user, body));
  route.put('/product/update/:id', CATALOGUE_ROLES, { params: idParamSchema, body: productUpdateSchema }, 'Update a product')
    .answer('Product updated', ({ user, params, body }) => svc.updateProduct(db, user, params.id, body));
  route.put(
    '/product/change/status',
    SOLD_OUT_ROLES,
    { body: productAvailabilitySchema },
    "Mark a product available or unavailable (menu and today screens; managers and the store's cashiers)",
  ).answer(
    ({ body }) => (body.is_available ? 'Product is available' : 'Product is unavailable'),
    ({ user, body }) => svc.setAvailability(db, user, body.uuid, body.is_available),
  );
  route.status('/product/status/update/:id', CATALOGUE_ROLES, 'Activate or deactivate a product', 'Product', (user, id, status) =>
    svc.setProductStatus(db, user, id, status));
  imageUploadRoute(route, '/product/upload/image', CATALOGUE_ROLES, 'product', (image) =>
    saveImage(opts.uploadsDir, 'products', image, { maxBytes: opts.maxImageBytes }),
  );

  route.post(
    '/product/upload/bulk',
    CATALOGUE_ROLES,
    { consumes: ['multipart/form-data'], querystring: bulkStoreSchema },
    'Create many products from a CSV or XLSX file (multipart: file, store_uuid); all rows or none',
  ).handle(async ({ req, user, query }) => {
    const { file, fields } = await readUpload(req, 'file');
    const parsed = bulkStoreSchema.safeParse({ store_uuid: fields.store_uuid || query.store_uuid });
    if (!parsed.success) throw badRequest('The store id is not valid', [{ path: 'store_uuid', message: 'Must be a valid id' }]);
    const result = await svc.bulkUpload(db, user, parsed.data.store_uuid, file.buffer);
    return ok(`${result.inserted} rows uploaded`, result);
  });
}
