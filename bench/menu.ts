// The public menu under load (not part of `npm test`): the server runs in its own process with the
// demo data; autocannon sends 50 connections for BENCH_MENU_SECONDS to `GET /product/lists` of
// acme-hq and as long to a static file of exactly the same bytes served by the same server (/uploads/),
// which is the reference, in BENCH_MENU_ROUNDS alternating turns (p50/p99: the median turn's). On
// PGlite always; on PostgreSQL when BENCH_DATABASE_URL is set. Run alone: `npx tsx bench/menu.ts`.
// BENCH_PORT fixes the server's port (else a random one), BENCH_DB_PREFIX the throwaway database's
// name prefix, and BENCH_CPU_PROF=<dir> writes the server's CPU profile there.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { ratio, runWhenMain, skipped, startBenchServer, type Row } from './table';
import { adminQuery, withDb } from './pg-admin';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_MENU_SECONDS ?? 8);
/** The seconds of each side are split into this many turns, menu and file alternating. */
const ROUNDS = Number(process.env.BENCH_MENU_ROUNDS ?? 4);
const MENU_PATH = '/api/v1/product/lists?store_slug=acme-hq&limit=100';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Rounds as one figure: the mean rate, the median round's p50 and p99, every error. */
function combine(rounds: Load[]): Load {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const sum = (f: (r: Load) => number) => rounds.reduce((n, r) => n + f(r), 0);
  return {
    rps: sum((r) => r.rps) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

async function load(url: string, seconds: number): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** Menu and static-file figures from one server process on the given database (PGlite when undefined). */
async function menuLoad(databaseUrl: string | undefined): Promise<{ menu: Load; file: Load; bytes: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-menu-'));
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  try {
    let target = '';
    if (databaseUrl) {
      const name = `${process.env.BENCH_DB_PREFIX ?? 'cafe_bench_menu_'}${randomBytes(4).toString('hex')}`;
      await adminQuery(databaseUrl, `create database ${name}`);
      dropDb = () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
      target = withDb(databaseUrl, name);
      const database = await openDatabase({ databaseUrl: target, poolSize: 2 });
      await seedDemo(database.db, { orders: false });
      await database.close();
    }
    const port = Number(process.env.BENCH_PORT) || 20_000 + Math.floor(Math.random() * 20_000);
    const prof = process.env.BENCH_CPU_PROF;
    server = await startBenchServer(
      port,
      dataDir,
      {
        DATABASE_URL: target,
        // PGlite: the server seeds its own (empty) data folder, without orders being needed here.
        SEED_DEMO: databaseUrl ? 'never' : 'always',
        // The default level of a deployment (info), unless BENCH_LOG_LEVEL says otherwise.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
      prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : [],
    );
    const { base } = server;
    // The reference: the menu's own bytes as a file of the same server.
    const body = Buffer.from(await (await fetch(`${base}${MENU_PATH}`)).arrayBuffer());
    mkdirSync(join(dataDir, 'uploads', 'bench'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'bench', 'menu.json'), body);
    const fileUrl = `${base}/uploads/bench/menu.json`;
    const check = await fetch(fileUrl);
    if (!check.ok || (await check.arrayBuffer()).byteLength !== body.length) throw new Error('the static copy of the menu is not served');
    await load(`${base}${MENU_PATH}`, 2); // warm-up: JIT, plans, the cache
    await load(fileUrl, 2);
    // In turns, so that a busy machine's load falls on the menu and its reference alike.
    const menuRounds: Load[] = [];
    const fileRounds: Load[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      menuRounds.push(await load(`${base}${MENU_PATH}`, SECONDS / ROUNDS));
      fileRounds.push(await load(fileUrl, SECONDS / ROUNDS));
    }
    const [menu, file] = [combine(menuRounds), combine(fileRounds)];
    return { menu, file, bytes: body.length };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDb?.();
  }
}

function rows(db: string, r: { menu: Load; file: Load; bytes: number }): Row[] {
  const errs = r.menu.errors + r.menu.non2xx;
  return [
    {
      measure: `public menu, ${db}, ${CONNECTIONS} connections (${Math.round(r.bytes / 1024)} KB) vs the same bytes as a static file`,
      value: `${Math.round(r.menu.rps)} req/s, p50 ${r.menu.p50} ms, p99 ${r.menu.p99} ms, ${errs} errors`,
      reference: `${Math.round(r.file.rps)} req/s, p99 ${r.file.p99} ms`,
      ratio: ratio(r.menu.rps, r.file.rps),
      goal: db === 'PostgreSQL' ? 'ratio ≥ 0.70, p99 ≤ 20 ms, 0 errors' : 'ratio ≥ 0.70, 0 errors',
    },
  ];
}

export async function menuBench(): Promise<Row[]> {
  const out = rows('PGlite', await menuLoad(undefined));
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [...out, skipped('public menu, PostgreSQL', 'BENCH_DATABASE_URL is not set')];
  return [...out, ...rows('PostgreSQL', await menuLoad(url))];
}

runWhenMain(import.meta.url, menuBench);
