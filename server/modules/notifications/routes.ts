// Notification routes: one paged list per audience (newest first, with the unread count) and
// marking read within the caller's audience.
import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../contracts/common';
import {
  adminNotificationQuerySchema,
  companyNotificationQuerySchema,
  consumerNotificationQuerySchema,
  notificationReadBodySchema,
  storeNotificationQuerySchema,
} from '../../contracts/notifications';
import { pageOf } from '../../lib/http';
import { routes } from '../../lib/routes';
import * as svc from './service';

export default async function notificationRoutes(app: FastifyInstance) {
  const route = routes(app, ['notifications']);
  const db = app.db;

  route.get('/notification/company/list', ['admin', 'company', 'executive'], { querystring: companyNotificationQuerySchema },
    "The company's notifications with the unread count")
    .answer('Notifications', ({ user, query }) => svc.listNotifications(db, user, pageOf(query), { audience: 'company', company_uuid: query.company_uuid }));
  route.get('/notification/store/list', ['admin', 'company', 'executive', 'manager', 'cashier'], { querystring: storeNotificationQuerySchema },
    "A store's notifications with the unread count (store roles: their own)")
    .answer('Notifications', ({ user, query }) => svc.listNotifications(db, user, pageOf(query), { audience: 'store', store_uuid: query.store_uuid }));
  route.get('/notification/admin/list', ['admin'], { querystring: adminNotificationQuerySchema }, 'Platform notifications for administrators')
    .answer('Notifications', ({ user, query }) => svc.listNotifications(db, user, pageOf(query), { audience: 'admin', user_uuid: query.admin_uuid }));
  route.get('/notification/consumer/list', ROLES, { querystring: consumerNotificationQuerySchema }, "A person's own notifications with the unread count")
    .answer('Notifications', ({ user, query }) => svc.listNotifications(db, user, pageOf(query), { audience: 'user', user_uuid: query.user_uuid }));
  route.put('/notification/read', ROLES, { body: notificationReadBodySchema }, 'Mark notifications read (named uuids or all) in your audience')
    .answer('Notifications marked read', ({ user, body }) => svc.markRead(db, user, body));
}
