// Cart routes of spec section 7 (+ DELETE /cart/clear). Public with optional auth: a caller with a
// token uses their own cart, a guest names their device in `ip_address`. Every answer is the whole cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../contracts/common';
import { cartAddSchema, cartClearQuerySchema, cartDeviceQuerySchema, cartListQuerySchema, cartMergeSchema, cartQuantitySchema } from '../../contracts/ordering';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['cart'];
const who = (req: { auth: { user: Parameters<typeof svc.cartOwner>[0] } | null }, deviceId?: string) => svc.cartOwner(req.auth?.user ?? null, deviceId);

export default async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/cart/list',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The cart of the caller (token) or of a guest device (ip_address), for one company', querystring: cartListQuerySchema },
    },
    async (req) => ok('Cart', await svc.getCart(db, await svc.ownerForList(db, req.auth?.user ?? null, req.query), req.query.company_uuid)),
  );

  r.post(
    '/cart/add',
    {
      config: { access: 'public', idempotent: true },
      schema: {
        tags,
        summary:
          'Add a product with its choices (options absent: the defaults; the same product with the same choices raises that line, ' +
          'other choices make a new line); one store per cart',
        body: cartAddSchema,
      },
    },
    async (req) => ok('Added to cart', await svc.addToCart(db, who(req, req.body.ip_address), req.body)),
  );

  r.put(
    '/cart/quantity/update',
    { config: { access: 'public', idempotent: true }, schema: { tags, summary: 'Set the quantity of a cart item (0 removes it)', body: cartQuantitySchema } },
    async (req) => ok(
      req.body.quantity === 0 ? 'Removed from cart' : 'Cart updated',
      await svc.updateQuantity(db, who(req, req.body.ip_address), req.body.cart_item_uuid, req.body.quantity),
    ),
  );

  r.delete(
    '/cart/delete/:id',
    {
      config: { access: 'public', idempotent: true },
      schema: { tags, summary: 'Remove a cart item', params: idParamSchema, querystring: cartDeviceQuerySchema },
    },
    async (req) => ok('Removed from cart', await svc.deleteItem(db, who(req, req.query.ip_address), req.params.id)),
  );

  r.delete(
    '/cart/clear',
    { config: { access: 'public', idempotent: true }, schema: { tags, summary: 'Empty the cart for a company', querystring: cartClearQuerySchema } },
    async (req) => ok('Cart emptied', await svc.clearCart(db, who(req, req.query.ip_address), req.query.company_uuid)),
  );

  r.put(
    '/cart/update/login/user',
    {
      config: { access: ['consumer', 'company_consumer', 'admin', 'company', 'executive', 'manager', 'cashier'], idempotent: true },
      schema: {
        tags,
        summary: "After login: merge this device's guest cart into the user's (quantities add up, at most 99) and delete it",
        body: cartMergeSchema,
      },
    },
    async (req) => ok('Cart merged', await svc.mergeGuestCart(db, caller(req).uuid, req.body.ip_address, req.body.company_uuid)),
  );
}
