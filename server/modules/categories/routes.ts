// Category routes of spec section 7. Managing categories: admin (any company), company (own
// company), manager (own store); pickers also serve the order-taking roles. Scope is applied in
// service.ts.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import {
  categoryBodySchema,
  categoryCompanyDropdownQuerySchema,
  categoryDropdownQuerySchema,
  categoryListQuerySchema,
  categoryStoreDropdownQuerySchema,
  categoryUpdateSchema,
  publicCategoryQuerySchema,
} from '../../contracts/catalogue';
import type { AccessRule } from '../../plugins/auth';
import { listPage, routes, type Routes } from '../../lib/routes';
import { saveImage } from '../../lib/uploads';
import * as svc from './service';
import { readUpload } from './upload';

export const CATALOGUE_ROLES = ['admin', 'company', 'manager'] as const;
export const ORDER_TAKING_ROLES = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;

export interface CatalogueRouteOptions {
  uploadsDir: string;
  maxImageBytes: number;
}

/** POST <url>: a catalogue picture in the multipart field "image", saved by `save`; answers its path. */
export function imageUploadRoute(route: Routes, url: string, access: AccessRule, what: string, save: (image: Buffer) => Promise<{ path: string }>) {
  route.post(url, access, { consumes: ['multipart/form-data'] }, `Upload a ${what} image (multipart field "image"); answers its path`)
    .answer('Image uploaded', async ({ req }) => {
      const { file } = await readUpload(req, 'image');
      return { image: (await save(file.buffer)).path };
    });
}

export default async function categoryRoutes(app: FastifyInstance, opts: CatalogueRouteOptions) {
  const route = routes(app, ['categories']);
  const db = app.db;

  route.getEach(
    ['/category/company/list', CATALOGUE_ROLES, { querystring: categoryListQuerySchema }, 'Categories in scope with store name and product count, paged'],
    ['/category/store/list', CATALOGUE_ROLES, { querystring: categoryListQuerySchema }, "A store's categories with product count, paged"],
  ).answer('Categories', ({ user, query }) => svc.listCategories(db, user, listPage(query), query, query));
  route.getEach(
    ['/category/company/dropdown/list', ORDER_TAKING_ROLES, { querystring: categoryCompanyDropdownQuerySchema },
      'Active categories of a company in scope, for pickers'],
    ['/category/store/dropdown/list', ORDER_TAKING_ROLES, { querystring: categoryStoreDropdownQuerySchema },
      'Active categories of a store in scope, for pickers'],
    ['/category/dropdown/list', ORDER_TAKING_ROLES, { querystring: categoryDropdownQuerySchema }, 'Active categories in scope, for pickers'],
  ).answer('Categories', ({ user, query }) => svc.categoryDropdown(db, user, query));

  route.get('/category/lists', 'public', { querystring: publicCategoryQuerySchema },
    'Active categories of an active store with orderable product counts (public menu)')
    .answer('Categories', ({ query }) => svc.publicCategories(db, query));
  route.post('/category/create', CATALOGUE_ROLES, { body: categoryBodySchema }, 'Create a category in a store')
    .created('Category created', ({ user, body }) => svc.createCategory(db, user, body));
  route.put('/category/update/:id', CATALOGUE_ROLES, { params: idParamSchema, body: categoryUpdateSchema }, 'Update a category')
    .answer('Category updated', ({ user, params, body }) => svc.updateCategory(db, user, params.id, body));
  route.status('/category/status/update/:id', CATALOGUE_ROLES, 'Activate or deactivate a category', 'Category', (user, id, status) =>
    svc.setCategoryStatus(db, user, id, status));
  imageUploadRoute(route, '/category/upload/image', CATALOGUE_ROLES, 'category', (image) =>
    saveImage(opts.uploadsDir, 'categories', image, { maxBytes: opts.maxImageBytes, maxWidth: 800, maxHeight: 800 }),
  );
}
