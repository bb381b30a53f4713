// The fault suite's harness: real server processes (`node --import tsx server/index.ts`, one process,
// so that a SIGKILL really ends the server), throwaway PostgreSQL databases (`faults_<hex>`) and Redis
// servers on free ports, a raw HTTP client that can send malformed requests, a seeded PRNG and the
// findings table. Everything started here is registered and ended on exit (normal end, SIGINT,
// SIGTERM), and every database created here is dropped; nothing else is touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../server/contracts/realtime';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEMO_PASSWORD = 'Demo@1234';
export const PG_SERVER = (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
export const ACCOUNTS = {
  admin: 'admin@example.com',
  acmeManager: 'manager.hq@acme.example.com',
  acmeCashier: 'cashier.hq@acme.example.com',
  alice: 'alice@example.com',
} as const;

// ---------------------------------------------------------------- cleanup of what we started

const children = new Set<ChildProcess>();
const databases = new Set<string>();
const tempDirs = new Set<string>();
const sockets = new Set<Socket>();

function cleanupSync() {
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  children.clear();
  for (const name of databases) {
    // Last resort only (a failed run): the tests drop their databases themselves.
    spawnSync('psql', [`${PG_SERVER}/postgres`, '-qc', `drop database if exists ${name} with (force)`], { stdio: 'ignore', timeout: 10_000 });
  }
  databases.clear();
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}
process.once('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanupSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * For afterAll: closes the sockets opened here, ends what is still running (servers, Redis), drops the
 * databases made here that are still there and removes the temporary folders (logs, DATA_DIRs).
 */
export async function cleanupLocal() {
  for (const s of sockets) s.close();
  sockets.clear();
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  children.clear();
  for (const name of [...databases]) {
    await adminQuery(`drop database if exists ${name} with (force)`);
    databases.delete(name);
  }
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

// ---------------------------------------------------------------- ports

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- PRNG

/** mulberry32: tiny, fast and good enough to make a fuzz run reproducible from its seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    hex: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join(''),
    uuid() {
      const h = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}
export type Rng = ReturnType<typeof prng>;

// ---------------------------------------------------------------- PostgreSQL

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params: unknown[] = [], database = 'postgres') {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${database}` });
  await client.connect();
  try {
    return await client.query<T>(sql, params);
  } finally {
    await client.end();
  }
}

export interface PgDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database `faults_<hex>`, migrated and seeded with the demo accounts and menu (no past orders). */
export async function createSeededPg(): Promise<PgDatabase> {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  databases.add(name);
  const url = `${PG_SERVER}/${name}`;
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await seedDemo(database.db, { orders: false });
  } finally {
    await database.close();
  }
  return {
    name,
    url,
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      databases.delete(name);
    },
  };
}

/** A PGlite folder (DATA_DIR) migrated and seeded the same way; `inspect` runs before it is closed. */
export async function createSeededPglite<T>(inspect: (database: Database) => Promise<T>): Promise<{ dataDir: string; result: T }> {
  const dataDir = tempDir('faults-pglite-');
  const database = await openDatabase({ dataDir });
  try {
    await seedDemo(database.db, { orders: false });
    return { dataDir, result: await inspect(database) };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- HTTP

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}
export interface NoAnswer {
  error: string;
  ms: number;
}
export type Outcome = Answer | NoAnswer;
export const answered = (o: Outcome): o is Answer => 'status' in o;

export interface RawRequest {
  method: string;
  /** Sent as is: the caller encodes (or deliberately mis-encodes) it. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** A new connection for this request only (no keep-alive reuse after an odd request). */
  fresh?: boolean;
}

const agents = new Map<number, http.Agent>();
function agentFor(port: number) {
  let a = agents.get(port);
  if (!a) agents.set(port, (a = new http.Agent({ keepAlive: true, maxSockets: 64 })));
  return a;
}

/** One request to 127.0.0.1:port; never rejects (a network failure or timeout is a NoAnswer). */
export function send(port: number, req: RawRequest): Promise<Outcome> {
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  return new Promise((resolveOutcome) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (!done) {
        done = true;
        resolveOutcome(o);
      }
    };
    let r: http.ClientRequest;
    try {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
      r = http.request({ host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent: req.fresh ? false : agentFor(port) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => finish({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: ms() }));
        res.on('error', (err) => finish({ error: `response: ${err.message}`, ms: ms() }));
      });
    } catch (err) {
      finish({ error: `client refused to send: ${(err as Error).message}`, ms: ms() });
      return;
    }
    r.setTimeout(req.timeoutMs ?? 15_000, () => {
      r.destroy(new Error('timeout'));
    });
    r.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message, ms: ms() }));
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** JSON request helper for the API (path under /api/v1). */
export async function api(
  port: number,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers['x-auth-token'] = opts.token;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const out = await send(port, { method, path: `/api/v1${path}`, headers, body, timeoutMs: opts.timeoutMs });
  return { ...out, json: answered(out) ? parseJson(out.text) : undefined };
}

export function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The failure or success envelope: `status` boolean and `message` string. */
export function isEnvelope(body: unknown): body is { status: boolean; message: string } {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { status?: unknown }).status === 'boolean' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

export async function login(port: number, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api(port, 'POST', '/company/login', { body: { email, password } });
  if (!answered(res) || res.status !== 200 || typeof res.json?.token !== 'string') {
    throw new Error(`login ${email} failed: ${answered(res) ? `${res.status} ${res.text.slice(0, 200)}` : res.error}`);
  }
  return res.json.token as string;
}

// ---------------------------------------------------------------- server processes

export interface ServerProcess {
  port: number;
  proc: ChildProcess;
  pid: number;
  logFile: string;
  alive(): boolean;
  /** The last lines the server wrote (stdout and stderr), each cut to 240 characters. */
  tail(lines?: number): string;
  /** All lines written so far. */
  lines(): string[];
  /** Twelve lines from the start of the last uncaught-error report: what ended the process. */
  lastWords(): string;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...extra,
  };
}

/** Starts `server/index.ts` as one node process and waits (up to 90 s) for GET /api/v1/health 200. */
export async function startServer(env: Record<string, string>, label: string): Promise<ServerProcess> {
  const port = Number(env.PORT);
  if (!port) throw new Error('startServer needs env.PORT');
  const logDir = tempDir('faults-log-');
  const logFile = join(logDir, `${label}.log`);
  const log = createWriteStream(logFile);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(proc);
  const all: string[] = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const p of parts) if (all.length < 200_000) all.push(p);
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.once('exit', (code, signal) => {
      children.delete(proc);
      log.end();
      r({ code, signal });
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const server: ServerProcess = {
    port,
    proc,
    pid: proc.pid ?? -1,
    logFile,
    alive: () => !gone && proc.exitCode === null && proc.signalCode === null,
    tail: (n = 30) =>
      [...all, partial]
        .filter((l) => l.trim())
        .slice(-n)
        .map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l))
        .join('\n'),
    lines: () => [...all, partial],
    lastWords: () => {
      const lines = [...all, partial].filter((l) => l.trim());
      // Node's report of an uncaught error opens with the throwing file and line ("node:events:502").
      let at = lines.findLastIndex((l) => /^(node:[\w/]+|\/\S+|file:\/\/\S+):\d+$/.test(l));
      if (at < 0) at = lines.findLastIndex((l) => /Unhandled|uncaught|Error\b/.test(l));
      return (at < 0 ? lines.slice(-12) : lines.slice(at, at + 12)).map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l)).join('\n');
    },
    kill: async (signal) => {
      if (!gone) proc.kill(signal);
      return exited;
    },
    exited,
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!server.alive()) throw new Error(`server ${label} exited before it was ready:\n${server.tail(40)}`);
    const res = await send(port, { method: 'GET', path: '/api/v1/health', timeoutMs: 2000 });
    if (answered(res) && res.status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`server ${label} not ready in 90 s:\n${server.tail(40)}`);
    }
    await sleep(200);
  }
}

/** What most fault tests run against: a fresh seeded database, its demo world, and a server process on it. */
export interface PgServer {
  db: PgDatabase;
  world: World;
  port: number;
  /** The server's environment, to start it again on the same database and port. */
  env: Record<string, string>;
  server: ServerProcess;
}

/** A seeded PostgreSQL database and a server on it on a free port (`extra`: more environment, e.g. REDIS_URL); `label` names its log and DATA_DIR. */
export async function startPgServer(label: string, extra: Record<string, string> = {}): Promise<PgServer> {
  const db = await createSeededPg();
  const world = await pgWorld(db.name);
  const port = await freePort();
  const env = serverEnv({ DATABASE_URL: db.url, PORT: String(port), DATA_DIR: tempDir(`faults-${label}-`), ...extra });
  return { db, world, port, env, server: await startServer(env, label) };
}

// ---------------------------------------------------------------- sockets

/** A socket.io client on the server at `port` (with a token when given), closed by cleanupLocal; rejects on connect_error or after 6 s. */
export function openSocket(port: number, token?: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    timeout: 5000,
  });
  sockets.add(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect within 6 s')), 6000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

// ---------------------------------------------------------------- Redis

export interface RedisProcess {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server on `port` (no persistence), never the shared one at 6379. */
export async function startRedis(port: number): Promise<RedisProcess> {
  if (port === 6379) throw new Error('refusing to start a throwaway Redis on the shared port 6379');
  // Without a preloaded libfaketime (scripts/ci-at-date.sh moves the tests' clock): redis hangs under it.
  const env = { ...process.env };
  delete env.LD_PRELOAD;
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore', env },
  );
  children.add(proc);
  const exited = new Promise<void>((r) =>
    proc.once('exit', () => {
      children.delete(proc);
      r();
    }),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((r) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.end('PING\r\n');
        r(true);
      });
      s.once('error', () => r(false));
    });
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
    await sleep(100);
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}

// ---------------------------------------------------------------- findings

export interface Finding {
  kind: string;
  /** Route template ("POST /api/v1/checkout") or socket event ("socket order:follow"). */
  where: string;
  actor?: string;
  input: string;
  answer: string;
}

export const clip = (s: string, n = 160) => {
  const one = s.replace(/\s+/g, ' ');
  return one.length > n ? `${one.slice(0, n)}…(+${one.length - n})` : one;
};

/** Findings grouped by place and kind: count, actors and the first example of each group. */
export function findingsTable(findings: Finding[]): string {
  const groups = new Map<string, { f: Finding; n: number; actors: Set<string> }>();
  for (const f of findings) {
    const key = `${f.where}\u0000${f.kind}`;
    const g = groups.get(key);
    if (g) {
      g.n++;
      if (f.actor) g.actors.add(f.actor);
    } else groups.set(key, { f, n: 1, actors: new Set(f.actor ? [f.actor] : []) });
  }
  const rows = [...groups.values()].sort((a, b) => a.f.where.localeCompare(b.f.where) || a.f.kind.localeCompare(b.f.kind));
  const out = [`${'kind'.padEnd(16)} ${'count'.padStart(5)}  ${'where'.padEnd(52)} actors / first input -> answer`];
  for (const { f, n, actors } of rows) {
    out.push(`${f.kind.padEnd(16)} ${String(n).padStart(5)}  ${f.where.padEnd(52)} [${[...actors].join(',')}]`);
    out.push(`${''.padEnd(24)}input:  ${clip(f.input, 220)}`);
    out.push(`${''.padEnd(24)}answer: ${clip(f.answer, 220)}`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- the demo world

export interface World {
  acme: string;
  hq: string;
  /** Orderable HQ products without stock tracking. */
  hqProducts: string[];
}

export async function pgWorld(databaseName: string): Promise<World> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${databaseName}` });
  await client.connect();
  try {
    const acme = (await client.query<{ uuid: string }>("select uuid from companies where slug like '%acme%' order by slug limit 1")).rows[0].uuid;
    const hq = (await client.query<{ uuid: string }>("select uuid from stores where slug = 'acme-hq'")).rows[0].uuid;
    const products = await client.query<{ uuid: string }>(
      "select uuid from products where store_uuid = $1 and status = 'active' and is_available and stock is null order by name limit 10",
      [hq],
    );
    return { acme, hq, hqProducts: products.rows.map((r) => r.uuid) };
  } finally {
    await client.end();
  }
}

/** A cashier's walk-up order with a client-made id, as the till's outbox sends it. */
export function walkUpOrder(world: World, orderId: string, productIndex = 0) {
  return {
    company_uuid: world.acme,
    store_uuid: world.hq,
    payment_method: 'counter',
    order_id: orderId,
    customer_name: 'Fault suite',
    items: [{ product_uuid: world.hqProducts[productIndex % world.hqProducts.length], quantity: 1 }],
  };
}
