// Banner routes of spec section 7, the image upload they use, and the public home-screen list.
// Contract: upload the picture with POST /banner/upload/image (multipart, one file), then send its
// path in the JSON body of POST /banner/add or PUT /banner/{id}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { badRequest, ok, pageOf } from '../../lib/http';
import { saveImage } from '../../lib/uploads';
import { caller } from '../../plugins/auth';
import * as svc from './service';

export interface BannerRouteOptions {
  uploadsDir: string;
  maxImageBytes: number;
}

const EDITORS = ['admin', 'company'] as const;
const tags = ['banners'];

export default async function bannerRoutes(app: FastifyInstance, opts: BannerRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/banner/list/admin', {
    config: { access: EDITORS },
    schema: { tags, summary: 'Banners in scope, paged; search by title or subtitle', querystring: bannerListQuerySchema },
  }, async (req) =>
    ok('Banners', await svc.listBanners(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.post(
    '/banner/upload/image',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: `Upload a banner picture (JPEG, PNG, WebP, GIF or AVIF; stored as WebP within ${BANNER_MAX_WIDTH}x${BANNER_MAX_HEIGHT})`,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw badRequest('Attach an image file', [{ path: 'file', message: 'Attach an image file' }]);
      const saved = await saveImage(opts.uploadsDir, 'banners', await file.toBuffer(), {
        maxBytes: opts.maxImageBytes,
        maxWidth: BANNER_MAX_WIDTH,
        maxHeight: BANNER_MAX_HEIGHT,
        field: 'file',
      });
      return reply.code(201).send(ok<UploadedImage>('Image uploaded', { image: saved.path, width: saved.width, height: saved.height }));
    },
  );

  r.post('/banner/add', {
    config: { access: EDITORS },
    schema: { tags, summary: 'Create a banner with an uploaded image path', body: bannerCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Banner created', await svc.createBanner(db, caller(req), req.body, opts.uploadsDir))),
  );

  r.put('/banner/change/status', {
    config: { access: EDITORS },
    schema: { tags, summary: 'Activate or deactivate a banner', body: bannerStatusBodySchema },
  }, async (req) =>
    ok(req.body.status === 'active' ? 'Banner activated' : 'Banner deactivated', await svc.setBannerStatus(db, caller(req), req.body.uuid, req.body.status)),
  );

  r.put('/banner/:id', {
    config: { access: EDITORS },
    schema: { tags, summary: 'Update a banner (the image may be replaced by a newly uploaded path)', params: idParamSchema, body: bannerUpdateSchema },
  }, async (req) =>
    ok('Banner updated', await svc.updateBanner(db, caller(req), req.params.id, req.body, opts.uploadsDir)),
  );

  r.get('/banner/lists', {
    config: { access: 'public' },
    schema: { tags, summary: 'Active banners of an active company (and store) for the home screen (public)', querystring: publicBannerQuerySchema },
  }, async (req) =>
    ok('Banners', await svc.publicBanners(db, req.query.company_slug, req.query.store_slug)),
  );
}
