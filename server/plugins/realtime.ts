// socket.io on the same HTTP server (path /socket.io), authenticated with the same token as the
// API. On connect a socket joins the rooms its user may hear: its own user room, its store (manager,
// cashier), its company (company, executive) or the admin room. A socket may also follow one order
// (`order:follow`): a logged-in consumer for their own orders, staff within scope, and a guest or
// kiosk by the device id that placed it. Anyone may watch a store's public pickup board
// (`pickup:follow` with the store slug): that room hears order numbers and statuses only. With REDIS_URL the Redis Streams adapter carries events
// between processes and keeps connection-state recovery working.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orders } from '../db/schema';
import {
  followOrderSchema,
  followPickupSchema,
  rooms,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type FollowAck,
  type KitchenEventPayload,
  type NotificationPayload,
  type OrderEventPayload,
  type PickupEventPayload,
} from '../contracts/realtime';
import { pickupStore } from '../modules/pickup/service';
import { codedFields } from '../lib/messages/codes';
import type { AuthContext } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      io: Server;
      /** After commit: a new order reaches its store, company and admins. */
      orderCreated(order: OrderEventPayload): void;
      /** After commit: a status change reaches staff, the consumer and the order's followers. */
      orderStatus(order: OrderEventPayload): void;
      /** After commit: a kitchen station bumped or recalled lines; the store's staff boards refresh. */
      kitchen(e: KitchenEventPayload & { company_uuid: string }): void;
      notification(n: NotificationPayload & { company_uuid?: string | null; store_uuid?: string | null; user_uuid?: string | null }): void;
    };
  }
}

interface SocketData {
  auth: AuthContext | null;
}

/**
 * The adapter's Redis client. The cluster adapter delivers an event to this process's sockets only
 * after publishing it to the stream; with Redis away, ioredis would queue the XADD until it gives up
 * (seconds), holding every kiosk's and till's event back. Publishing fails at once instead while the
 * connection is not ready, so local sockets hear events on time; sockets held by other processes
 * miss what was sent meanwhile (a client's reconnect or the screen's own refresh catches up). (The offline
 * queue stays on for the adapter's own XREAD loop, which would otherwise spin on immediate failures.)
 */
function adapterRedis(url: string): Redis {
  const client = new Redis(url);
  const xadd = client.xadd.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { xadd: (...args: unknown[]) => Promise<unknown> }).xadd = (...args: unknown[]) =>
    client.status === 'ready' ? xadd(...args) : Promise.reject(new Error('Redis is not connected'));
  return client;
}

export default fp(async function realtime(app: FastifyInstance, opts: { redisUrl?: string }) {
  let adapterClient: Redis | undefined;
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(opts.redisUrl ? { adapter: createAdapter((adapterClient = adapterRedis(opts.redisUrl))) } : {}),
  });
  // Redis away: events still reach this process's sockets (adapterRedis); ioredis reconnects on its own.
  adapterClient?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis (realtime adapter) unavailable'));

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      socket.data.auth = await app.authenticateToken(token);
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  /**
   * One client -> server event: the payload checked with its contract schema, the handler's answer
   * (or a refusal) sent as the acknowledgement when the client asked for one. Nothing a client sends
   * can reject out of here: a failing handler is logged and answered, never left to end the process.
   */
  function handleEvent<S extends z.ZodType>(schema: S, refusal: string, handler: (msg: z.infer<S>) => Promise<FollowAck>) {
    return (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as (r: FollowAck) => void) : () => undefined;
      const parsed = schema.safeParse(args.length > 1 || typeof last !== 'function' ? args[0] : undefined);
      if (!parsed.success) return ack({ ok: false, message: refusal });
      handler(parsed.data).then(ack, (err: unknown) => {
        app.log.error({ err }, 'socket event failed');
        ack({ ok: false, message: 'Something went wrong' });
      });
    };
  }

  io.on('connection', (socket: Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>) => {
    const user = socket.data.auth?.user;
    if (user) {
      void socket.join(rooms.user(user.uuid));
      if (user.role === 'admin') void socket.join(rooms.admin());
      if ((user.role === 'manager' || user.role === 'cashier') && user.storeUuid) void socket.join(rooms.store(user.storeUuid));
      if ((user.role === 'company' || user.role === 'executive') && user.companyUuid) void socket.join(rooms.company(user.companyUuid));
    }
    socket.on(
      SOCKET_EVENTS.followOrder as never,
      handleEvent(followOrderSchema, 'Unknown order', async (msg) => {
        const [order] = await app.db
          .select({
            uuid: orders.uuid,
            userUuid: orders.userUuid,
            deviceId: orders.deviceId,
            channel: orders.channel,
            companyUuid: orders.companyUuid,
            storeUuid: orders.storeUuid,
          })
          .from(orders)
          .where(eq(orders.uuid, msg.order_uuid))
          .limit(1);
        const allowed =
          order &&
          ((user && order.userUuid === user.uuid) ||
            user?.role === 'admin' ||
            (user && (user.role === 'company' || user.role === 'executive') && user.companyUuid === order.companyUuid) ||
            (user && (user.role === 'manager' || user.role === 'cashier') && user.storeUuid === order.storeUuid) ||
            // A guest's device, or the kiosk that placed it (a kiosk order paid with someone's iCash too).
            ((!order.userUuid || order.channel === 'kiosk') && order.deviceId && msg.device_id === order.deviceId));
        if (!allowed) return { ok: false, message: 'Unknown order' };
        await socket.join(rooms.order(order.uuid));
        // Read after joining: a change committed before this read is in the answer, one after it
        // arrives as an event; the client keeps whichever is newer.
        const [now] = await app.db.select({ status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.uuid, order.uuid)).limit(1);
        return { ok: true, status: now?.status, updated_at: now?.updatedAt.toISOString() };
      }),
    );
    socket.on(
      SOCKET_EVENTS.followPickup as never,
      handleEvent(followPickupSchema, 'Unknown store', async (msg) => {
        const store = await pickupStore(app.db, msg.store_slug).catch(() => null);
        if (!store) return { ok: false, message: 'Unknown store' };
        await socket.join(rooms.pickup(store.uuid));
        return { ok: true };
      }),
    );
  });

  const staffRooms = (o: { company_uuid: string; store_uuid: string }) => [rooms.admin(), rooms.company(o.company_uuid), rooms.store(o.store_uuid)];
  // The public room gets a copy stripped to the order number and status.
  const toPickup = (o: OrderEventPayload) => {
    const out: PickupEventPayload = { order_id: o.order_id, call_number: o.call_number, status: o.status, updated_at: o.updated_at };
    io.to(rooms.pickup(o.store_uuid)).emit(SOCKET_EVENTS.pickupUpdate as never, out as never);
  };

  app.decorate('realtime', {
    io: io as unknown as Server,
    orderCreated(order) {
      io.to(staffRooms(order)).emit(SOCKET_EVENTS.orderCreated as never, order as never);
      toPickup(order);
    },
    orderStatus(order) {
      const targets = [...staffRooms(order), rooms.order(order.uuid)];
      if (order.user_uuid) targets.push(rooms.user(order.user_uuid));
      io.to(targets).emit(SOCKET_EVENTS.orderStatus as never, order as never);
      // A payment-only change (same status) does not move anything on the board.
      if (order.previous_status !== order.status) toPickup(order);
    },
    kitchen(e) {
      const { company_uuid, ...payload } = e;
      io.to(staffRooms({ company_uuid, store_uuid: e.store_uuid })).emit(SOCKET_EVENTS.kitchenUpdate as never, payload as never);
    },
    notification(n) {
      const target =
        n.audience === 'admin'
          ? rooms.admin()
          : n.audience === 'company' && n.company_uuid
            ? rooms.company(n.company_uuid)
            : n.audience === 'store' && n.store_uuid
              ? rooms.store(n.store_uuid)
              : n.audience === 'user' && n.user_uuid
                ? rooms.user(n.user_uuid)
                : null;
      if (target) io.to(target).emit(SOCKET_EVENTS.notification as never, { ...n, ...codedFields('title', n.title), ...codedFields('body', n.body) } as never);
    },
  });

  // Disconnect sockets before Fastify closes the HTTP server (io.close() would close it a second time).
  // This is io.close() without its final httpServer.close(): sockets go, each namespace's adapter stops
  // (the Redis Streams adapter's read loop), the engine closes; Fastify then closes the server.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // disconnect, not quit: the adapter keeps a blocking XREAD open that quit would wait on.
    adapterClient?.disconnect();
  });
});
