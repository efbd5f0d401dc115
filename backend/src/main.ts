import { ConfigError, DataDirLockedError, EventStoreUnavailableError, loadRuntimeConfig } from '@khru/platform';
import { bootstrap } from './bootstrap.js';
import { SeedService } from './kernel/seed/seed.service.js';

/** Exit statuses a script or process manager can tell apart (README, "Configuration"). */
const EXIT = { unexpected: 1, configuration: 2, storeUnavailable: 3, dataDirInUse: 4 } as const;

/** `npm start`: the embedded default, or whichever stores the environment names. */
async function main(): Promise<void> {
  const config = loadRuntimeConfig();
  const app = await bootstrap(config);
  // A stop signal closes the app (stores, data-directory lock) and exits with 0; repeated signals wait for that close.
  app.enableShutdownHooks(['SIGINT', 'SIGTERM', 'SIGHUP'], { useProcessExit: true });
  await app.listen(config.port);
  // The one public origin (PUBLIC_URL, by default http://localhost:PORT): the banner names what links in mail name.
  // On an ephemeral port (PORT=0) only the listening address says where the server is.
  const url = config.port === 0 ? (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost') : config.publicUrl;
  const logins = await app.get(SeedService).logins();
  const lines = [
    '',
    'Khru is running.',
    `  Learner app   ${url}/`,
    `  Admin app     ${url}/admin/`,
    `  API           ${url}/api   (OpenAPI: ${url}/api/docs)`,
    `  Event store   ${config.eventStore === 'kurrentdb' ? 'KurrentDB' : config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`}`,
    `  Mail          ${config.smtpUrl ? 'sent over SMTP' : `kept in ${config.dataDir}/mail (admins read it at /admin/#/mail)`}`,
    ...(logins.length > 0 ? ['', ...logins] : []),
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

main().catch((error: unknown) => {
  const status =
    error instanceof ConfigError
      ? EXIT.configuration
      : error instanceof EventStoreUnavailableError
        ? EXIT.storeUnavailable
        : error instanceof DataDirLockedError
          ? EXIT.dataDirInUse
          : EXIT.unexpected;
  console.error(status === EXIT.unexpected ? error : (error as Error).message);
  process.exit(status);
});
