/** The settings every test app starts with, under the suite's own (`env`). */
export function testAppSettings(dataDir: string, port: number, databaseUrl: string | null, env: Record<string, string>): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The demo organisation's year of history doubles an app's first start; the suites that read it ask for it.
    SEED_HISTORY: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
}
