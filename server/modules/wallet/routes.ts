// iCash routes: the consumer and back-office cash lists, staff credits/debits with a reason, and a
// consumer's wallet summary.
import type { FastifyInstance } from 'fastify';
import { ROLES, idParamSchema } from '../../contracts/common';
import { cashAdminListQuerySchema, cashConsumerListQuerySchema, cashCreditBodySchema } from '../../contracts/wallet';
import { ok } from '../../lib/http';
import { listPage, routes } from '../../lib/routes';
import * as svc from './service';

const COMPANY_STAFF = ['admin', 'company', 'executive'] as const;
const CONSUMER_READERS = ['admin', 'company', 'executive', 'manager', 'cashier', 'consumer', 'company_consumer'] as const;

export default async function walletRoutes(app: FastifyInstance) {
  const route = routes(app, ['wallet']);
  const db = app.db;

  route.get('/cash/list/consumer', ROLES, { querystring: cashConsumerListQuerySchema }, "A consumer's iCash ledger with balance (consumers: their own)")
    .answer('iCash entries', ({ user, query }) => svc.listConsumerCash(db, user, listPage(query), query));
  route.get('/cash/list/admin', COMPANY_STAFF, { querystring: cashAdminListQuerySchema }, 'iCash entries in scope with consumer names')
    .answer('iCash entries', ({ user, query }) => svc.listAdminCash(db, user, listPage(query), query));
  route.post('/cash/credit', COMPANY_STAFF, { body: cashCreditBodySchema }, "Credit or debit a consumer's iCash with a reason")
    .handle(async ({ reply, user, body }) => {
      const result = await svc.creditCash(db, user, body);
      for (const n of result.notifications) app.realtime.notification(n);
      return reply.code(201).send(ok(body.type === 'debit' ? 'iCash debited' : 'iCash credited', { entry: result.entry, balance: result.balance }));
    });
  route.get('/user/consumer/wallet/:id', CONSUMER_READERS, { params: idParamSchema }, "A consumer's balance and last 10 entries")
    .answer('Wallet', ({ user, params }) => svc.walletSummary(db, user, params.id));
}
