import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOfflineDb, type OfflineDb, type OutboxRecord } from './db';
import { createSyncEngine, type EngineDeps, type SendResult } from './engine';

let db: OfflineDb;
let n = 0;

beforeEach(async () => {
  db = openOfflineDb(`engine-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function record(id: string, extra: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    id,
    key: id,
    kind: 'order',
    method: 'POST',
    url: '/checkout',
    body: { id },
    label: id,
    scope: 'store-1',
    auth: 'user',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    ...extra,
  };
}

/** A fake clock and timer queue, so that backoff is checked without waiting. */
function fakeTime() {
  let t = 1_000_000;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++ids;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimer: (h: unknown) => {
      const i = timers.findIndex((x) => x.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      t += ms;
    },
    pending: () => timers.map((x) => x.at - t),
  };
}

function engineWith(send: (r: OutboxRecord) => Promise<SendResult>, extra: Partial<EngineDeps> = {}) {
  const time = fakeTime();
  const engine = createSyncEngine({
    db,
    send,
    ping: async () => true,
    withLock: (fn) => fn(),
    now: time.now,
    random: () => 0,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    backoff: { first: 1000, max: 8000 },
    ...extra,
  });
  return { engine, time };
}

describe('sync engine', () => {
  it('sends the outbox in order, one write at a time, each with its key, and removes only acknowledged writes', async () => {
    for (const id of ['a', 'b', 'c']) await db.outbox.add(record(id));
    const seen: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const { engine } = engineWith(async (r) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      seen.push(r.key);
      await new Promise((res) => setTimeout(res, 5));
      inFlight -= 1;
      return { status: 201, body: { status: true } };
    });
    const synced: string[] = [];
    engine.onSynced((r) => synced.push(r.id));
    const report = await engine.flush();
    expect(report).toEqual({ sent: 3, conflicts: 0, stopped: null });
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(maxInFlight).toBe(1);
    expect(synced).toEqual(['a', 'b', 'c']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a write on a network failure or a 5xx, holds back the writes behind it and retries with a growing backoff', async () => {
    await db.outbox.add(record('a'));
    await db.outbox.add(record('b'));
    const answers: SendResult[] = [
      { status: null, body: null },
      { status: 503, body: { status: false, message: 'down' } },
      { status: 201, body: {} },
      { status: 201, body: {} },
    ];
    const sent: string[] = [];
    const { engine, time } = engineWith(async (r) => {
      sent.push(r.id);
      return answers.shift()!;
    });

    let report = await engine.flush();
    expect(report.stopped).toBe('offline');
    expect(engine.getState().online).toBe(false);
    let a = await db.outbox.where('id').equals('a').first();
    expect(a).toMatchObject({ state: 'pending', attempts: 1, error: { status: null } });
    expect(a!.nextAttemptAt - time.now()).toBe(1000);
    expect(time.pending()).toContain(1000);

    // Too early: nothing is sent, and b does not overtake a.
    time.advance(500);
    report = await engine.flush();
    expect(report.stopped).toBe('retry-later');
    expect(sent).toEqual(['a']);

    time.advance(500);
    report = await engine.flush();
    expect(report.stopped).toBe('retry-later');
    a = await db.outbox.where('id').equals('a').first();
    expect(a).toMatchObject({ attempts: 2, error: { status: 503, message: 'down' } });
    expect(a!.nextAttemptAt - time.now()).toBe(2000);

    time.advance(2000);
    report = await engine.flush();
    expect(report).toEqual({ sent: 2, conflicts: 0, stopped: null });
    expect(sent).toEqual(['a', 'a', 'a', 'b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('caps the backoff', () => {
    const { engine } = engineWith(async () => ({ status: 201, body: {} }));
    expect([1, 2, 3, 4, 5, 9].map((k) => engine.delayFor(k))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('turns a 4xx into a conflict that stays for a person, and goes on with the writes behind it', async () => {
    await db.outbox.add(record('a', { kind: 'order-status' }));
    await db.outbox.add(record('b'));
    const { engine } = engineWith(async (r) =>
      r.id === 'a' ? { status: 409, body: { status: false, message: 'The order changed meanwhile: it is now cancelled' } } : { status: 201, body: {} },
    );
    const report = await engine.flush();
    expect(report).toEqual({ sent: 1, conflicts: 1, stopped: null });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'a', state: 'conflict', error: { status: 409, message: 'The order changed meanwhile: it is now cancelled' } });
    // A later flush does not send a conflict again.
    expect(await engine.flush()).toEqual({ sent: 0, conflicts: 0, stopped: null });
  });

  it('keeps the code and parameters of a refusal, so the screen can say it in the person\'s language', async () => {
    await db.outbox.add(record('a'));
    await db.outbox.add(record('b'));
    const { engine } = engineWith(async (r) =>
      r.id === 'a'
        ? { status: 400, body: { status: false, message: 'Masala Dosa is sold out', code: 'ordering.soldOut', params: { name: 'Masala Dosa' } } }
        : { status: 422, body: { status: false, message: 'Nope', params: { stray: 1 } } },
    );
    await engine.flush();
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows[0].error).toEqual({ status: 400, message: 'Masala Dosa is sold out', code: 'ordering.soldOut', params: { name: 'Masala Dosa' } });
    // No code: the sentence alone (parameters without a code mean nothing).
    expect(rows[1].error).toEqual({ status: 422, message: 'Nope' });
  });

  it('retries a 409 that carries Retry-After (the same key still running) instead of calling it a conflict', async () => {
    await db.outbox.add(record('a'));
    const { engine } = engineWith(async () => ({ status: 409, body: { message: 'still being processed' }, retryAfter: true }));
    const report = await engine.flush();
    expect(report.stopped).toBe('retry-later');
    expect(await db.outbox.where('id').equals('a').first()).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('keeps a write refused with 401 until someone signs in, and says so', async () => {
    await db.outbox.add(record('a'));
    const { engine } = engineWith(async () => ({ status: 401, body: { message: 'Please log in to continue' } }));
    const report = await engine.flush();
    expect(report.stopped).toBe('unauthorized');
    expect(engine.getState().blocked).toBe('Please log in to continue');
    expect(await db.outbox.where('id').equals('a').first()).toMatchObject({ state: 'pending', error: { status: 401 } });
  });

  it('sends nothing while the ping fails, whatever the browser says', async () => {
    await db.outbox.add(record('a'));
    let sends = 0;
    const { engine, time } = engineWith(
      async () => {
        sends += 1;
        return { status: 201, body: {} };
      },
      { ping: async () => false },
    );
    const report = await engine.flush();
    expect(report.stopped).toBe('offline');
    expect(sends).toBe(0);
    expect(engine.getState().online).toBe(false);
    expect(time.pending()).toEqual([1000]);
  });

  it('lets one holder of the lock flush at a time: two engines on one outbox send each write once', async () => {
    for (const id of ['a', 'b', 'c', 'd']) await db.outbox.add(record(id));
    // A lock like navigator.locks.request(name, { ifAvailable: true }).
    let held = false;
    const withLock = async <T,>(fn: () => Promise<T>): Promise<T | null> => {
      if (held) return null;
      held = true;
      try {
        return await fn();
      } finally {
        held = false;
      }
    };
    const sent: string[] = [];
    const send = async (r: OutboxRecord): Promise<SendResult> => {
      sent.push(r.key);
      await new Promise((res) => setTimeout(res, 5));
      return { status: 201, body: {} };
    };
    const tab1 = engineWith(send, { withLock }).engine;
    const tab2 = engineWith(send, { withLock }).engine;
    const [r1, r2] = await Promise.all([tab1.flush(), tab2.flush()]);
    expect([r1.stopped, r2.stopped].filter((s) => s === 'locked')).toHaveLength(1);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends again a write that a dead tab left 'sending' (same key, so the server replays at worst)", async () => {
    await db.outbox.add(record('a', { state: 'sending' }));
    const keys: string[] = [];
    const { engine } = engineWith(async (r) => {
      keys.push(r.key);
      return { status: 200, body: {} };
    });
    expect((await engine.flush()).sent).toBe(1);
    expect(keys).toEqual(['a']);
  });
});

/**
 * A fake server with idempotency: each key runs once, in the order it arrives, and later sends of
 * the same key get the stored answer. `answer` decides a first run's status.
 */
function fakeServer(answer: (r: OutboxRecord) => number = () => 201) {
  const stored = new Map<string, SendResult>();
  const ran: string[] = [];
  const requests: string[][] = [];
  const one = (r: OutboxRecord): SendResult => {
    const kept = stored.get(r.key);
    if (kept) return kept;
    const status = answer(r);
    const res: SendResult = { status, body: { status: status < 300, id: r.id } };
    if (status < 500) {
      ran.push(r.id);
      stored.set(r.key, res);
    }
    return res;
  };
  return {
    ran,
    requests,
    send: async (r: OutboxRecord) => {
      requests.push([r.id]);
      return one(r);
    },
    /** As the server's batch does: in order, stopping at the first answer that must wait. */
    batch: async (rs: OutboxRecord[]): Promise<SendResult[] | null> => {
      requests.push(rs.map((r) => r.id));
      const out: SendResult[] = [];
      let stopped = false;
      for (const r of rs) {
        if (stopped) {
          out.push({ status: 503, body: { skipped: true } });
          continue;
        }
        const res = one(r);
        out.push(res);
        if (res.status! >= 500 || res.status === 401) stopped = true;
      }
      return out;
    },
  };
}

describe('sync engine, batched', () => {
  const ids = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

  it('drains a long queue in batches of up to 50, in order, each write once, and removes what the server acknowledged', async () => {
    for (const id of ids(120)) await db.outbox.add(record(id));
    const server = fakeServer();
    const { engine } = engineWith(server.send, { sendBatch: server.batch });
    const synced: string[] = [];
    engine.onSynced((r) => synced.push(r.id));
    expect(await engine.flush()).toEqual({ sent: 120, conflicts: 0, stopped: null });
    expect(server.requests.map((r) => r.length)).toEqual([50, 50, 20]);
    expect(server.ran).toEqual(ids(120));
    expect(synced).toEqual(ids(120));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the next batch once an answer holds nothing back, before the acknowledgements are written; never past a write that must wait', async () => {
    for (const id of ids(120)) await db.outbox.add(record(id));
    const server = fakeServer();
    const seenAtSend: string[][] = [];
    const { engine } = engineWith(server.send, {
      sendBatch: async (rs) => {
        seenAtSend.push((await db.outbox.orderBy('seq').toArray()).filter((r) => r.state === 'sending').map((r) => r.id));
        return server.batch(rs);
      },
    });
    expect(await engine.flush()).toEqual({ sent: 120, conflicts: 0, stopped: null });
    expect(server.requests.map((r) => r.length)).toEqual([50, 50, 20]);
    // When the second batch went, the first one's writes were still waiting for their acknowledgement.
    expect(seenAtSend[1]).toEqual([...ids(120).slice(0, 50), ...ids(120).slice(50, 100)]);
    expect(server.ran).toEqual(ids(120));
    expect(await db.outbox.count()).toBe(0);

    // A 5xx in a batch: nothing behind it is sent until it has gone through.
    for (const id of ids(120, 'x')) await db.outbox.add(record(id));
    const failing = fakeServer((r) => (r.id === 'x010' ? 500 : 201));
    const second = engineWith(failing.send, { sendBatch: failing.batch });
    expect(await second.engine.flush()).toEqual({ sent: 10, conflicts: 0, stopped: 'retry-later' });
    expect(failing.requests).toHaveLength(1);
    expect(failing.ran).toEqual(ids(10, 'x'));
    expect((await db.outbox.orderBy('seq').toArray()).every((r) => r.state === 'pending')).toBe(true);
  });

  it('applies each answer of a batch as a single answer: 2xx done, 4xx conflict, 5xx kept with backoff and the rest held back untouched', async () => {
    for (const id of ids(6)) await db.outbox.add(record(id));
    let failing = true;
    const server = fakeServer((r) => (r.id === 'w001' ? 422 : r.id === 'w003' && failing ? 500 : 201));
    const { engine, time } = engineWith(server.send, { sendBatch: server.batch });
    const report = await engine.flush();
    expect(report).toEqual({ sent: 2, conflicts: 1, stopped: 'retry-later' });
    expect(server.ran).toEqual(['w000', 'w001', 'w002']);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.id, r.state, r.attempts])).toEqual([
      ['w001', 'conflict', 1],
      ['w003', 'pending', 1],
      ['w004', 'pending', 0],
      ['w005', 'pending', 0],
    ]);
    expect(rows[1].error).toMatchObject({ status: 500 });
    expect(rows[1].nextAttemptAt - time.now()).toBe(1000);
    // Too early: nothing goes, and nothing overtakes w003.
    time.advance(500);
    expect((await engine.flush()).stopped).toBe('retry-later');
    expect(server.requests).toHaveLength(1);

    failing = false;
    time.advance(500);
    expect(await engine.flush()).toEqual({ sent: 3, conflicts: 0, stopped: null });
    expect(server.requests[1]).toEqual(['w003', 'w004', 'w005']);
    expect(server.ran).toEqual(ids(6));
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['w001']);
  });

  it('keeps a write a batch answers 409 with Retry-After (its key still running), and holds back the rest', async () => {
    for (const id of ids(3)) await db.outbox.add(record(id));
    const { engine } = engineWith(async () => ({ status: 201, body: {} }), {
      sendBatch: async () => [
        { status: 201, body: {} },
        { status: 409, body: { message: 'still running' }, retryAfter: true },
        { status: 503, body: {} },
      ],
    });
    expect(await engine.flush()).toEqual({ sent: 1, conflicts: 0, stopped: 'retry-later' });
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => [r.id, r.state, r.attempts])).toEqual([
      ['w001', 'pending', 1],
      ['w002', 'pending', 0],
    ]);
  });

  it('falls back to single writes when the batch fails as a whole (an older server, a 5xx): in order, each once', async () => {
    for (const id of ids(5)) await db.outbox.add(record(id));
    const server = fakeServer();
    let batches = 0;
    const { engine } = engineWith(server.send, {
      sendBatch: async () => {
        batches += 1;
        return null;
      },
    });
    expect(await engine.flush()).toEqual({ sent: 5, conflicts: 0, stopped: null });
    expect(batches).toBe(1);
    expect(server.requests).toEqual(ids(5).map((id) => [id]));
    expect(server.ran).toEqual(ids(5));
  });

  it('a cut connection: the server ran part of the batch, the device heard nothing; sent again, every write runs exactly once', async () => {
    for (const id of ids(30)) await db.outbox.add(record(id));
    const server = fakeServer();
    let up = true;
    let cut = false;
    const { engine, time } = engineWith(async (r) => (up ? server.send(r) : { status: null, body: null }), {
      sendBatch: async (rs) => {
        if (!up) return null;
        if (cut) return server.batch(rs);
        // The first 12 run, then the connection drops before the answer arrives.
        await server.batch(rs.slice(0, 12));
        cut = true;
        up = false;
        throw new TypeError('Failed to fetch');
      },
    });
    const first = await engine.flush();
    expect(first.stopped).toBe('offline');
    expect(first.sent).toBe(0);
    expect(await db.outbox.count()).toBe(30);
    expect(await db.outbox.where('state').equals('sending').count()).toBe(0);
    expect(server.ran).toEqual(ids(12));

    up = true;
    time.advance(1000);
    const second = await engine.flush();
    expect(second).toEqual({ sent: 30, conflicts: 0, stopped: null });
    expect(server.ran).toEqual(ids(30));
    // The same batch went again (same keys): the first 12 were replays.
    expect(server.requests.slice(-1)[0]).toEqual(ids(30));
    expect(await db.outbox.count()).toBe(0);
  });

  it('batches only writes with the same credentials, and sends a lone write alone', async () => {
    for (const [id, auth] of [['a', 'user'], ['b', 'user'], ['k', 'kiosk'], ['c', 'user'], ['d', 'user']] as const) await db.outbox.add(record(id, { auth }));
    const server = fakeServer();
    const batches: string[][] = [];
    const { engine } = engineWith(server.send, {
      sendBatch: async (rs) => {
        batches.push(rs.map((r) => `${r.id}:${r.auth}`));
        return server.batch(rs);
      },
    });
    expect((await engine.flush()).sent).toBe(5);
    expect(batches).toEqual([
      ['a:user', 'b:user'],
      ['c:user', 'd:user'],
    ]);
    expect(server.ran).toEqual(['a', 'b', 'k', 'c', 'd']);
  });
});
