// Cart routes of spec section 7 (+ DELETE /cart/clear). Public with optional auth: a caller with a
// token uses their own cart, a guest names their device in `ip_address`. Every answer is the whole cart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import {
  cartAddSchema,
  cartClearQuerySchema,
  cartDeviceQuerySchema,
  cartLineSchema,
  cartListQuerySchema,
  cartMergeSchema,
  cartQuantitySchema,
} from '../../contracts/ordering';
import { routes } from '../../lib/routes';
import * as svc from './service';

/** The cart a request works on: the caller's, or a guest device's. */
export const cartOf = (req: FastifyRequest, deviceId?: string) => svc.cartOwner(req.auth?.user ?? null, deviceId);
/** The cart's writes: public (a guest names their device), and each honours an Idempotency-Key. */
export const GUEST = { access: 'public', idempotent: true } as const;
const SIGNED_IN = ['consumer', 'company_consumer', 'admin', 'company', 'executive', 'manager', 'cashier'] as const;

export default async function cartRoutes(app: FastifyInstance) {
  const route = routes(app, ['cart']);
  const db = app.db;

  route.get('/cart/list', 'public', { querystring: cartListQuerySchema },
    'The cart of the caller (token) or of a guest device (ip_address), for one company')
    .answer('Cart', async ({ req, query }) => svc.getCart(db, await svc.ownerForList(db, req.auth?.user ?? null, query), query.company_uuid));
  route.post('/cart/add', GUEST, { body: cartAddSchema },
    'Add a product with its choices (options absent: the defaults; the same product with the same choices raises that line, ' +
      'other choices make a new line); one store per cart')
    .answer('Added to cart', ({ req, body }) => svc.addToCart(db, cartOf(req, body.ip_address), body));
  route.put('/cart/quantity/update', GUEST, { body: cartQuantitySchema }, 'Set the quantity of a cart item (0 removes it)')
    .answer(
      ({ body }) => (body.quantity === 0 ? 'Removed from cart' : 'Cart updated'),
      ({ req, body }) => svc.updateQuantity(db, cartOf(req, body.ip_address), body.cart_item_uuid, body.quantity),
    );
  route.put('/cart/line', GUEST, { body: cartLineSchema },
    'Set one line (a product with its choices) to a whole quantity, 0 removing it, with its note: what an offline phone sends ' +
      'for each change it made; replace_store empties a cart of another store first')
    .answer(
      ({ body }) => (body.quantity === 0 ? 'Removed from cart' : 'Cart updated'),
      ({ req, body }) => svc.setLine(db, cartOf(req, body.ip_address), body),
    );
  route.delete('/cart/delete/:id', GUEST, { params: idParamSchema, querystring: cartDeviceQuerySchema }, 'Remove a cart item')
    .answer('Removed from cart', ({ req, params, query }) => svc.deleteItem(db, cartOf(req, query.ip_address), params.id));
  route.delete('/cart/clear', GUEST, { querystring: cartClearQuerySchema }, 'Empty the cart for a company')
    .answer('Cart emptied', ({ req, query }) => svc.clearCart(db, cartOf(req, query.ip_address), query.company_uuid));
  route.put('/cart/update/login/user', { access: SIGNED_IN, idempotent: true }, { body: cartMergeSchema },
    "After login: merge this device's guest cart into the user's (quantities add up, at most 99) and delete it")
    .answer('Cart merged', ({ user, body }) => svc.mergeGuestCart(db, user.uuid, body.ip_address, body.company_uuid));
}
