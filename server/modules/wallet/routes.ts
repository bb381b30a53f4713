// iCash routes: the consumer and back-office cash lists, staff credits/debits with a reason, and a
// consumer's wallet summary.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES, idParamSchema } from '../../contracts/common';
import { cashAdminListQuerySchema, cashConsumerListQuerySchema, cashCreditBodySchema } from '../../contracts/wallet';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['wallet'];
const CONSUMER_READERS = ['admin', 'company', 'executive', 'manager', 'cashier', 'consumer', 'company_consumer'] as const;

export default async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/cash/list/consumer',
    {
      config: { access: ROLES },
      schema: { tags, summary: "A consumer's iCash ledger with balance (consumers: their own)", querystring: cashConsumerListQuerySchema },
    },
    async (req) => ok('iCash entries', await svc.listConsumerCash(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get(
    '/cash/list/admin',
    {
      config: { access: ['admin', 'company', 'executive'] },
      schema: { tags, summary: 'iCash entries in scope with consumer names', querystring: cashAdminListQuerySchema },
    },
    async (req) => ok('iCash entries', await svc.listAdminCash(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.post(
    '/cash/credit',
    {
      config: { access: ['admin', 'company', 'executive'] },
      schema: { tags, summary: "Credit or debit a consumer's iCash with a reason", body: cashCreditBodySchema },
    },
    async (req, reply) => {
      const result = await svc.creditCash(db, caller(req), req.body);
      for (const n of result.notifications) app.realtime.notification(n);
      return reply.code(201).send(ok(req.body.type === 'debit' ? 'iCash debited' : 'iCash credited', { entry: result.entry, balance: result.balance }));
    },
  );

  r.get(
    '/user/consumer/wallet/:id',
    { config: { access: CONSUMER_READERS }, schema: { tags, summary: "A consumer's balance and last 10 entries", params: idParamSchema } },
    async (req) => ok('Wallet', await svc.walletSummary(db, caller(req), req.params.id)),
  );
}
