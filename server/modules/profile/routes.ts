// Profile routes: a consumer's profile (self, or staff in scope) and editing one's own.
import type { FastifyInstance } from 'fastify';
import { ROLES, idParamSchema } from '../../contracts/common';
import { profileUpdateSchema } from '../../contracts/profile';
import { unauthorized } from '../../lib/http';
import { routes } from '../../lib/routes';
import * as svc from './service';

export default async function profileRoutes(app: FastifyInstance) {
  const route = routes(app, ['profile']);
  const db = app.db;

  route.get('/user/consumer/profile/:id', ROLES, { params: idParamSchema }, "A consumer's profile (self, or staff in scope)")
    .answer('Profile', ({ user, params }) => svc.readProfile(db, user, params.id));
  route.put(
    '/user/update/profile/:id',
    ROLES,
    { params: idParamSchema, body: profileUpdateSchema },
    'Edit your own profile (a new password needs the current one; allergens: a consumer only)',
  ).answer('Profile updated', async ({ req, params, body }) => {
    if (!req.auth) throw unauthorized();
    return svc.updateProfile(db, req.auth, params.id, body);
  });
}
