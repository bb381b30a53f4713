// Profile routes: a consumer's profile (self, or staff in scope) and editing one's own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES, idParamSchema } from '../../contracts/common';
import { profileUpdateSchema } from '../../contracts/profile';
import { ok, unauthorized } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['profile'];

export default async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/user/consumer/profile/:id', {
    config: { access: ROLES },
    schema: { tags, summary: "A consumer's profile (self, or staff in scope)", params: idParamSchema },
  }, async (req) =>
    ok('Profile', await svc.readProfile(db, caller(req), req.params.id)),
  );

  r.put('/user/update/profile/:id', {
    config: { access: ROLES },
    schema: {
      tags,
      summary: 'Edit your own profile (a new password needs the current one; allergens: a consumer only)',
      params: idParamSchema,
      body: profileUpdateSchema,
    },
  }, async (req) => {
    if (!req.auth) throw unauthorized();
    return ok('Profile updated', await svc.updateProfile(db, req.auth, req.params.id, req.body));
  });
}
