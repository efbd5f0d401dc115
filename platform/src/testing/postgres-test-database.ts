import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** How often a copy waits for the last connections to its template to close (they close asynchronously). */
const TEMPLATE_BUSY_RETRIES = 50;

/**
 * A throw-away database on the PostgreSQL server at `serverUrl`, dropped by `drop()`: empty, or a copy of
 * `template` (a database no one is connected to). Its name is `prefix` and a random part.
 */
export async function createTestDatabase(serverUrl: string, options: { template?: string; prefix?: string } = {}): Promise<TestDatabase> {
  const name = `${options.prefix ?? 'khru_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, options.template);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropTestDatabase(serverUrl, name),
  };
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= TEMPLATE_BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
