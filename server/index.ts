// Entry point: read config, build the app, listen, and close cleanly on SIGINT/SIGTERM (PGlite must
// be closed to keep its files consistent).
import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  // A promise nobody awaited must not take every kiosk and till offline with it: log it and go on.
  // (Handlers catch their own errors; this is the net under a fire-and-forget call that forgot to.)
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Cafeteria platform at http://localhost:${config.PORT}/app (API ${'/api/v1'}, docs /api/v1/docs, database ${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
