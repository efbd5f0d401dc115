import { ConfigError, DataDirLockedError, EventStoreUnavailableError, loadRuntimeConfig } from '@khru/platform';
import { bootstrap } from './bootstrap.js';
import { SeedService } from './kernel/seed/seed.service.js';

/** `npm start`: the embedded default, or whichever stores the environment names. */
async function main(): Promise<void> {
  const config = loadRuntimeConfig();
  const app = await bootstrap(config);
  await app.listen(config.port);
  const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof EventStoreUnavailableError) {
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
