// The database as `app.db` (see db/client.ts for which engine); closed when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(async function dbPlugin(app: FastifyInstance, opts: { database: Database; ownsDatabase: boolean }) {
  app.decorate('db', opts.database.db);
  app.decorate('database', opts.database);
  if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
});
