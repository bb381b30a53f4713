// Category routes of spec section 7. Managing categories: admin (any company), company (own
// company), manager (own store); pickers also serve the order-taking roles. Scope is applied in
// service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, statusBodySchema } from '../../contracts/common';
import {
  categoryBodySchema,
  categoryCompanyDropdownQuerySchema,
  categoryDropdownQuerySchema,
  categoryListQuerySchema,
  categoryStoreDropdownQuerySchema,
  categoryUpdateSchema,
  publicCategoryQuerySchema,
} from '../../contracts/catalogue';
import { ok, pageOf } from '../../lib/http';
import { saveImage } from '../../lib/uploads';
import { caller } from '../../plugins/auth';
import * as svc from './service';
import { readUpload } from './upload';

export const CATALOGUE_ROLES = ['admin', 'company', 'manager'] as const;
export const ORDER_TAKING_ROLES = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;
const tags = ['categories'];

export interface CatalogueRouteOptions {
  uploadsDir: string;
  maxImageBytes: number;
}

export default async function categoryRoutes(app: FastifyInstance, opts: CatalogueRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/category/company/list', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Categories in scope with store name and product count, paged', querystring: categoryListQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.listCategories(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, req.query)),
  );

  r.get('/category/store/list', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: "A store's categories with product count, paged", querystring: categoryListQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.listCategories(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, req.query)),
  );

  r.get('/category/company/dropdown/list', {
    config: { access: ORDER_TAKING_ROLES },
    schema: { tags, summary: 'Active categories of a company in scope, for pickers', querystring: categoryCompanyDropdownQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.categoryDropdown(db, caller(req), req.query)),
  );

  r.get('/category/store/dropdown/list', {
    config: { access: ORDER_TAKING_ROLES },
    schema: { tags, summary: 'Active categories of a store in scope, for pickers', querystring: categoryStoreDropdownQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.categoryDropdown(db, caller(req), req.query)),
  );

  r.get('/category/dropdown/list', {
    config: { access: ORDER_TAKING_ROLES },
    schema: { tags, summary: 'Active categories in scope, for pickers', querystring: categoryDropdownQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.categoryDropdown(db, caller(req), req.query)),
  );

  r.get('/category/lists', {
    config: { access: 'public' },
    schema: { tags, summary: 'Active categories of an active store with orderable product counts (public menu)', querystring: publicCategoryQuerySchema },
  }, async (req) =>
    ok('Categories', await svc.publicCategories(db, req.query)),
  );

  r.post('/category/create', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Create a category in a store', body: categoryBodySchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Category created', await svc.createCategory(db, caller(req), req.body))),
  );

  r.put('/category/update/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Update a category', params: idParamSchema, body: categoryUpdateSchema },
  }, async (req) =>
    ok('Category updated', await svc.updateCategory(db, caller(req), req.params.id, req.body)),
  );

  r.put('/category/status/update/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Activate or deactivate a category', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(
      req.body.status === 'active' ? 'Category activated' : 'Category deactivated',
      await svc.setCategoryStatus(db, caller(req), req.params.id, req.body.status),
    ),
  );

  r.post('/category/upload/image', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Upload a category image (multipart field "image"); answers its path', consumes: ['multipart/form-data'] },
  }, async (req) => {
    const { file } = await readUpload(req, 'image');
    const saved = await saveImage(opts.uploadsDir, 'categories', file.buffer, { maxBytes: opts.maxImageBytes, maxWidth: 800, maxHeight: 800 });
    return ok('Image uploaded', { image: saved.path });
  });
}
