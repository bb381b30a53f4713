// Redis going away and coming back, with REDIS_URL set (rate-limit store and the socket.io Redis
// Streams adapter). A throwaway redis-server on a free port (never the shared one at 6379) is killed
// while the app runs: health, login (rate limits fail open), a checkout (its realtime event goes
// through the adapter) and a socket.io connection with order:follow must still work and nothing may
// crash; once redis-server is back on the same port, the app uses it again by itself (rate-limit keys
// and adapter stream entries appear in the new Redis) and every check passes again.
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../server/contracts/realtime';
import {
  ACCOUNTS, answered, api, cleanupLocal, clip, DEMO_PASSWORD, freePort, isEnvelope, openSocket, sleep, startPgServer, startRedis, walkUpOrder, type World,
} from './harness';

const BACK_LIMIT_MS = 25_000;

afterAll(cleanupLocal);

/** A socket, or what kept it from connecting. */
const trySocket = (port: number, token?: string): Promise<Socket | string> =>
  openSocket(port, token).catch((err: Error) => (err.message.startsWith('no connect') ? err.message : `connect_error: ${err.message}`));

/** The order each round placed, by round number. */
const lastOrder = new Map<number, { uuid: string; at: number }>();

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

/** One round of what a till and a phone do: each check timed and described, none throws. */
async function round(port: number, world: World, n: number): Promise<Check[]> {
  const checks: Check[] = [];
  const timed = async (name: string, fn: () => Promise<{ ok: boolean; detail: string }>) => {
    const t0 = performance.now();
    try {
      const r = await fn();
      checks.push({ name, ...r, ms: Math.round(performance.now() - t0) });
    } catch (err) {
      checks.push({ name, ok: false, detail: `threw ${(err as Error).message}`, ms: Math.round(performance.now() - t0) });
    }
  };
  const show = (res: Awaited<ReturnType<typeof api>>) => (answered(res) ? `${res.status} ${clip(res.text, 120)}` : res.error);
  await timed('GET /health', async () => {
    const res = await api(port, 'GET', '/health', { timeoutMs: 10_000 });
    return { ok: answered(res) && res.status === 200, detail: show(res) };
  });
  let token: string | undefined;
  await timed('POST /company/login', async () => {
    const res = await api(port, 'POST', '/company/login', { body: { email: ACCOUNTS.acmeCashier, password: DEMO_PASSWORD }, timeoutMs: 10_000 });
    token = res.json?.token;
    return { ok: answered(res) && res.status === 200 && isEnvelope(res.json) && !!token, detail: show(res) };
  });
  let socket: Socket | undefined;
  await timed('socket.io connect (cashier)', async () => {
    const s = await trySocket(port, token);
    if (typeof s === 'string') return { ok: false, detail: s };
    socket = s;
    return { ok: true, detail: 'connected' };
  });
  let orderUuid: string | undefined;
  // Everything this socket hears, so that an event for this order is told from a late one for an earlier order.
  const heard: { uuid?: string; at: number }[] = [];
  socket?.on(SOCKET_EVENTS.orderCreated, (payload: { uuid?: string }) => heard.push({ uuid: payload?.uuid, at: performance.now() }));
  await timed('POST /checkout (cashier)', async () => {
    const res = await api(port, 'POST', '/checkout', {
      token,
      body: walkUpOrder(world, `ORD-RD${String(n).padStart(6, '0')}`, n),
      headers: { 'Idempotency-Key': `fault-redis-${n}` },
      timeoutMs: 10_000,
    });
    orderUuid = res.json?.data?.order?.uuid;
    if (orderUuid) lastOrder.set(n, { uuid: orderUuid, at: performance.now() });
    return { ok: answered(res) && res.status === 201 && !!orderUuid, detail: show(res) };
  });
  if (socket) {
    const s = socket;
    await timed('order:created reaches the store room', async () => {
      const deadline = performance.now() + 5000;
      while (performance.now() < deadline && !heard.some((h) => h.uuid === orderUuid)) await sleep(25);
      const mine = heard.find((h) => h.uuid === orderUuid);
      const others = heard.filter((h) => h.uuid !== orderUuid).map((h) => h.uuid);
      return {
        ok: !!mine,
        detail: mine ? 'event heard' : `no event for this order in 5 s${others.length ? ` (heard late events of earlier orders: ${others.join(', ')})` : ''}`,
      };
    });
    await timed('order:follow', async () => {
      const ack = (await s.timeout(5000).emitWithAck(SOCKET_EVENTS.followOrder, {
        order_uuid: orderUuid,
      }).catch((e: Error) => ({ ok: false, message: `no ack: ${e.message}` }))) as { ok: boolean; message?: string };
      return { ok: ack.ok === true, detail: JSON.stringify(ack) };
    });
    s.close();
  }
  return checks;
}

it('Redis killed and restarted under a running app: nothing crashes, everything works again', async () => {
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const { world, port, server } = await startPgServer('redis', { REDIS_URL: redis.url });

  // A long-lived admin socket times every order:created against when its checkout was answered.
  const adminToken = (await api(port, 'POST', '/company/login', { body: { email: ACCOUNTS.admin, password: DEMO_PASSWORD } })).json?.token as string;
  const watcher = await trySocket(port, adminToken);
  if (typeof watcher === 'string') throw new Error(`admin socket: ${watcher}`);
  const eventAt = new Map<string, number>();
  watcher.on(SOCKET_EVENTS.orderCreated, (p: { uuid?: string }) => p?.uuid && eventAt.set(p.uuid, performance.now()));
  const answeredAt = new Map<string, { at: number; label: string }>();
  const roundTimed = async (n: number, label: string) => {
    const checks = await round(port, world, n);
    const placed = lastOrder.get(n);
    if (placed) answeredAt.set(placed.uuid, { at: placed.at, label });
    return checks;
  };

  const baseline = await roundTimed(1, 'baseline');

  // ---- Redis goes away
  await redis.stop();
  await sleep(500);
  const down = await roundTimed(2, 'down 0.5 s');
  await sleep(1000);
  const down2 = await roundTimed(3, 'down 2 s');
  const aliveWhileDown = server.alive();

  // ---- Redis comes back on the same port, empty (no persistence): the app must use it again
  redis = await startRedis(redisPort);
  const backStart = performance.now();
  const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  let back: Check[] = [];
  let backMs: number | null = null;
  let rateKeys = 0;
  let streamLen = 0;
  for (let n = 10; server.alive() && performance.now() - backStart < BACK_LIMIT_MS; n++) {
    back = await roundTimed(n, `back #${n - 9}`);
    rateKeys = (await probe.keys('cafeteria-rl:*')).length;
    streamLen = await probe.xlen('socket.io').catch(() => 0);
    if (back.every((c) => c.ok) && rateKeys > 0 && streamLen > 0) {
      backMs = Math.round(performance.now() - backStart);
      break;
    }
    await sleep(500);
  }
  probe.disconnect();
  await sleep(500);
  const delays = [...answeredAt.entries()].map(([uuid, a]) => {
    const at = eventAt.get(uuid);
    return `${a.label} ${at === undefined ? 'never' : `${Math.max(0, Math.round(at - a.at))} ms`}`;
  });

  const fmt = (label: string, checks: Check[]) =>
    `[redis] ${label}: ${checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAIL'} (${c.ms} ms${c.ok ? '' : `: ${c.detail}`})`).join('; ')}`;
  console.log(
    [
      fmt('baseline', baseline),
      fmt('Redis down (0.5 s)', down),
      fmt('Redis down (2 s)', down2),
      fmt('Redis back', back),
      `[redis] order:created heard by an admin socket, after the checkout's answer: ${delays.join('; ')}`,
      `[redis] back in use ${backMs === null ? `NOT within ${BACK_LIMIT_MS} ms` : `after ${backMs} ms`} ` +
        `(rate-limit keys ${rateKeys}, adapter stream entries ${streamLen}); process ${server.alive() ? 'alive' : 'GONE'}`,
    ].join('\n'),
  );
  if (!server.alive()) console.log(`[redis] the server process ended; its last words:\n${server.lastWords()}`);

  expect(baseline.filter((c) => !c.ok), 'everything works with Redis up').toEqual([]);
  expect(aliveWhileDown, 'the app survives Redis going away').toBe(true);
  expect([...down, ...down2].filter((c) => !c.ok), 'health, login, checkout and sockets keep working while Redis is down').toEqual([]);
  expect(server.alive(), 'the app is alive at the end').toBe(true);
  expect(backMs, `Redis is used again within ${BACK_LIMIT_MS / 1000} s of coming back`).not.toBeNull();
});
