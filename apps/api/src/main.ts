import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { withoutPassword } from './mail/mail-address';
import { announceDemo } from './seed/demo-banner';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { startServer } from './server';
import { setupStateOf } from './setup/setup-state';

async function main(): Promise<void> {
  const config = loadConfig();
  let seeded = false;
  const server = await startServer(config, {
    beforeListen: async (context) => {
      seeded = config.seedDemo ? (await seedDemoIfEmpty(context)).seeded : false;
      // The CSL engines warm up in the background once the server listens (see routes/articles.ts).
    },
  });
  server.app.log.info(
    {
      url: server.url,
      mode: config.env,
      database: server.context.database.kind,
      dataDir: config.dataDir,
      mail: config.smtpUrl ? withoutPassword(config.smtpUrl) : 'outbox',
    },
    'Quire API listening',
  );
  await announceDemo(server.context, { seeded, apiUrl: server.url });
  if (!(await setupStateOf(server.context.db).isComplete())) {
    server.app.log.info(
      { setup: `${config.webOrigin}/setup` },
      'This site is not set up yet: open the setup page to create its first administrator (or run `quire init`).',
    );
  }

  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down: draining requests');
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('[quire-api] shutdown failed:', error);
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`[quire-api] ${error.message}`);
  } else {
    console.error('[quire-api] failed to start:', error);
  }
  process.exit(1);
});
