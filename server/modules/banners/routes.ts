// Banner routes of spec section 7, the image upload they use, and the public home-screen list.
// Contract: upload the picture with POST /banner/upload/image (multipart, one file), then send its
// path in the JSON body of POST /banner/add or PUT /banner/{id}.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import {
  BANNER_MAX_HEIGHT,
  BANNER_MAX_WIDTH,
  bannerCreateSchema,
  bannerListQuerySchema,
  bannerStatusBodySchema,
  bannerUpdateSchema,
  publicBannerQuerySchema,
  type UploadedImage,
} from '../../contracts/banners';
import { badRequest } from '../../lib/http';
import { listPage, routes, switched } from '../../lib/routes';
import { saveImage } from '../../lib/uploads';
import * as svc from './service';

export interface BannerRouteOptions {
  uploadsDir: string;
  maxImageBytes: number;
}

const EDITORS = ['admin', 'company'] as const;

export default async function bannerRoutes(app: FastifyInstance, opts: BannerRouteOptions) {
  const route = routes(app, ['banners']);
  const db = app.db;

  route.get('/banner/list/admin', EDITORS, { querystring: bannerListQuerySchema }, 'Banners in scope, paged; search by title or subtitle')
    .answer('Banners', ({ user, query }) => svc.listBanners(db, user, listPage(query), query));

  const pictureRule = `JPEG, PNG, WebP, GIF or AVIF; stored as WebP within ${BANNER_MAX_WIDTH}x${BANNER_MAX_HEIGHT}`;
  route.post('/banner/upload/image', EDITORS, { consumes: ['multipart/form-data'] }, `Upload a banner picture (${pictureRule})`)
    .created('Image uploaded', async ({ req }): Promise<UploadedImage> => {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw badRequest('Attach an image file', [{ path: 'file', message: 'Attach an image file' }]);
      const saved = await saveImage(opts.uploadsDir, 'banners', await file.toBuffer(), {
        maxBytes: opts.maxImageBytes,
        maxWidth: BANNER_MAX_WIDTH,
        maxHeight: BANNER_MAX_HEIGHT,
        field: 'file',
      });
      return { image: saved.path, width: saved.width, height: saved.height };
    });

  route.post('/banner/add', EDITORS, { body: bannerCreateSchema }, 'Create a banner with an uploaded image path')
    .created('Banner created', ({ user, body }) => svc.createBanner(db, user, body, opts.uploadsDir));
  route.put('/banner/change/status', EDITORS, { body: bannerStatusBodySchema }, 'Activate or deactivate a banner')
    .answer(switched('Banner'), ({ user, body }) => svc.setBannerStatus(db, user, body.uuid, body.status));
  route.put('/banner/:id', EDITORS, { params: idParamSchema, body: bannerUpdateSchema }, 'Update a banner (the image may be replaced by a newly uploaded path)')
    .answer('Banner updated', ({ user, params, body }) => svc.updateBanner(db, user, params.id, body, opts.uploadsDir));
  route.get('/banner/lists', 'public', { querystring: publicBannerQuerySchema }, 'Active banners of an active company (and store) for the home screen (public)')
    .answer('Banners', ({ query }) => svc.publicBanners(db, query.company_slug, query.store_slug));
}
