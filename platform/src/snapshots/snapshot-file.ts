import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { formatPosition, parsePosition, type GlobalPosition } from '../event-store/position.js';

/** Bumped when the file layout itself changes. */
const FORMAT = 1;
/** Records written between two yields to the event loop, so a large snapshot never stalls requests. */
const YIELD_EVERY = 2000;

interface Header {
  format: number;
  fingerprint: string;
  position: string;
  createdAt: string;
}

export interface Snapshot<R> {
  position: GlobalPosition;
  records: R[];
}

export type SnapshotLoad<R> = { snapshot: Snapshot<R> } | { missing: true } | { rejected: string };

/**
 * A digest of what shapes the data a snapshot holds: the source text of the functions that build it
 * (projection `evolve`s, workflow `evolve`s), names and versions. Any change makes older snapshots stale.
 */
export function fingerprintOf(parts: readonly unknown[]): string {
  const text = JSON.stringify(parts, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Writes a snapshot as lines of JSON (a header, one line per record, a closing line with the count
 * and a digest of the lines) to a file of its own, flushes it to disk, then renames it over `path`:
 * a reader sees the old snapshot or the new one, never half of one.
 */
export async function writeSnapshotFile(path: string, fingerprint: string, position: GlobalPosition, records: Iterable<unknown>): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  const out = createWriteStream(temporary, { encoding: 'utf8' });
  const digest = createHash('sha256');
  const write = async (line: string) => {
    digest.update(line);
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  let count = 0;
  try {
    const header: Header = { format: FORMAT, fingerprint, position: formatPosition(position), createdAt: new Date().toISOString() };
    await write(JSON.stringify(header));
    for (const record of records) {
      await write(JSON.stringify(record));
      count += 1;
      if (count % YIELD_EVERY === 0) await yieldToEvents();
    }
    out.end(`${JSON.stringify({ end: true, records: count, sha256: digest.digest('hex') })}\n`);
    await new Promise<void>((resolve, reject) => out.once('finish', resolve).once('error', reject));
    const handle = await open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await rename(temporary, path);
    return count;
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Reads a snapshot back. A missing file answers `missing`; one written for other code (another
 * fingerprint), cut short, altered or unreadable answers `rejected` with the reason, and the caller
 * rebuilds from the first event instead.
 */
export async function readSnapshotFile<R>(path: string, fingerprint: string): Promise<SnapshotLoad<R>> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const digest = createHash('sha256');
  const records: R[] = [];
  let header: Header | null = null;
  try {
    for await (const line of lines) {
      if (!header) {
        header = JSON.parse(line) as Header;
        if (header.format !== FORMAT) return { rejected: `written in format ${header.format}, not ${FORMAT}` };
        if (header.fingerprint !== fingerprint) return { rejected: 'written by other code (its fingerprint differs)' };
        digest.update(line);
        continue;
      }
      const parsed = JSON.parse(line) as { end?: true; records?: number; sha256?: string } & R;
      if ((parsed as { end?: true }).end === true && 'sha256' in (parsed as object)) {
        const end = parsed as { records: number; sha256: string };
        if (end.records !== records.length || end.sha256 !== digest.digest('hex')) return { rejected: 'its contents do not match its closing digest' };
        const position = parsePosition(header.position);
        return position ? { snapshot: { position, records } } : { rejected: 'its position is unreadable' };
      }
      digest.update(line);
      records.push(parsed);
    }
    return header ? { rejected: 'it was cut short' } : { rejected: 'it is empty' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { rejected: `it cannot be read (${(error as Error).message})` };
  }
}

/**
 * The fingerprint of the code in `dirs` (every .js and .ts file below them, specs aside) plus
 * `extra`: a snapshot made by other code, however small the change, is never loaded.
 */
export async function codeFingerprint(dirs: readonly string[], extra: readonly unknown[] = []): Promise<string> {
  const hash = createHash('sha256').update(fingerprintOf(extra));
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve(/\.(js|ts)$/.test(e.name) && !/\.spec\.|\.d\.ts$/.test(e.name) ? [join(dir, e.name)] : []),
      ),
    );
    return nested.flat();
  };
  for (const dir of dirs) {
    for (const file of (await walk(dir)).sort()) hash.update(file.slice(dir.length)).update(await readFile(file));
  }
  return hash.digest('hex');
}
