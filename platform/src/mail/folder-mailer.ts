import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailOutbox, Mailer, StoredMailMessage } from './mailer.port.js';

/**
 * The embedded mailer: nothing leaves the machine; each message is a JSON file in a folder of the
 * data directory, named so that listing the folder gives them in sending order.
 */
export class FolderMailer implements Mailer, MailOutbox {
  constructor(readonly folder: string) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[-:.TZ]/g, '')}-${randomUUID()}`;
    const stored: StoredMailMessage = { id, sentAt, ...message };
    // Written aside and renamed, so whoever lists the folder never reads half a message.
    const path = join(this.folder, `${id}.json`);
    await writeFile(`${path}.partial`, JSON.stringify(stored, null, 2), { mode: 0o600 });
    await rename(`${path}.partial`, path);
  }

  async list(): Promise<StoredMailMessage[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const messages = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => this.read(n)));
    return messages.filter((m): m is StoredMailMessage => m !== null).sort((a, b) => b.id.localeCompare(a.id));
  }

  async get(id: string): Promise<StoredMailMessage | null> {
    if (!/^[\w-]+$/.test(id)) return null;
    return this.read(`${id}.json`);
  }

  private async read(name: string): Promise<StoredMailMessage | null> {
    try {
      return JSON.parse(await readFile(join(this.folder, name), 'utf8')) as StoredMailMessage;
    } catch {
      return null;
    }
  }
}
