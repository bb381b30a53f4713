// Notification routes: one paged list per audience (newest first, with the unread count) and
// marking read within the caller's audience.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES } from '../../contracts/common';
import {
  adminNotificationQuerySchema,
  companyNotificationQuerySchema,
  consumerNotificationQuerySchema,
  notificationReadBodySchema,
  storeNotificationQuerySchema,
} from '../../contracts/notifications';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['notifications'];

export default async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/notification/company/list',
    {
      config: { access: ['admin', 'company', 'executive'] },
      schema: { tags, summary: "The company's notifications with the unread count", querystring: companyNotificationQuerySchema },
    },
    async (req) => ok(
      'Notifications',
      await svc.listNotifications(db, caller(req), pageOf(req.query), { audience: 'company', company_uuid: req.query.company_uuid }),
    ),
  );

  r.get(
    '/notification/store/list',
    {
      config: { access: ['admin', 'company', 'executive', 'manager', 'cashier'] },
      schema: { tags, summary: "A store's notifications with the unread count (store roles: their own)", querystring: storeNotificationQuerySchema },
    },
    async (req) => ok(
      'Notifications',
      await svc.listNotifications(db, caller(req), pageOf(req.query), { audience: 'store', store_uuid: req.query.store_uuid }),
    ),
  );

  r.get(
    '/notification/admin/list',
    { config: { access: ['admin'] }, schema: { tags, summary: 'Platform notifications for administrators', querystring: adminNotificationQuerySchema } },
    async (req) => ok('Notifications', await svc.listNotifications(db, caller(req), pageOf(req.query), { audience: 'admin', user_uuid: req.query.admin_uuid })),
  );

  r.get(
    '/notification/consumer/list',
    {
      config: { access: ROLES },
      schema: { tags, summary: "A person's own notifications with the unread count", querystring: consumerNotificationQuerySchema },
    },
    async (req) => ok('Notifications', await svc.listNotifications(db, caller(req), pageOf(req.query), { audience: 'user', user_uuid: req.query.user_uuid })),
  );

  r.put('/notification/read', {
    config: { access: ROLES },
    schema: { tags, summary: 'Mark notifications read (named uuids or all) in your audience', body: notificationReadBodySchema },
  }, async (req) =>
    ok('Notifications marked read', await svc.markRead(db, caller(req), req.body)),
  );
}
