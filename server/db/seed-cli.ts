// `npm run seed`: fills an empty database (PGlite under DATA_DIR, or DATABASE_URL) with the demo data.
// It never touches a database that already holds companies or users, and refuses to run with
// NODE_ENV=production unless given --force.
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DEMO_PASSWORD, seedIfEmpty } from './seed';

const print = (write: (line: string) => void) => (objOrMsg: unknown, msg?: string) => {
  if (typeof objOrMsg === 'string') return write(objOrMsg);
  const details = objOrMsg && typeof objOrMsg === 'object' ? Object.entries(objOrMsg).map(([k, v]) => `${k}=${String(v)}`) : [];
  write(details.length ? `${msg ?? ''} (${details.join(', ')})` : (msg ?? ''));
};

async function main(): Promise<number> {
  const force = process.argv.includes('--force');
  // Checked before the rest of the configuration, which production makes stricter.
  if (process.env.NODE_ENV === 'production' && !force) {
    console.error('Refusing to seed demo data with NODE_ENV=production. Run again with --force if you really mean it.');
    return 1;
  }
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}/pgdata`;
  console.log(`Seeding demo data into ${where}...`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    const log: Pick<FastifyBaseLogger, 'info' | 'warn'> = { info: print(console.log), warn: print(console.warn) };
    const seeded = await seedIfEmpty(database.db, log, { uploadsDir: config.uploadsDir });
    if (!seeded) {
      console.log('Nothing was seeded: the database already has companies or users. Point DATA_DIR or DATABASE_URL at an empty database to get the demo data.');
      return 0;
    }
    console.log(`Pictures are in ${config.uploadsDir}/demo.`);
    console.log(
      'Done. Log in as admin@example.com, owner@acme.example.com, manager.hq@acme.example.com, cashier.hq@acme.example.com or alice@example.com ' +
        `with password ${DEMO_PASSWORD}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Drizzle wraps the driver's error: its cause says what really went wrong (no database, bad password...).
    const cause = err instanceof Error && err.cause instanceof Error ? `\n  caused by: ${err.cause.message}` : '';
    console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}${cause}`);
    if (err instanceof Error && err.stack) console.error(err.stack);
    process.exit(1);
  },
);
