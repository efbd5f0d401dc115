import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEPT_SECRET_MIN_LENGTH, keptSecret } from './kept-secret.js';

describe('a secret kept in the data directory', () => {
  const folder = mkdtempSync(join(tmpdir(), 'khru-kept-secret-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is made once, readable by the server user only, in a folder of its own, and the same when read again', () => {
    const file = join(folder, 'keys', 'first.key');
    const secret = keptSecret(file);
    expect(secret.length).toBeGreaterThanOrEqual(KEPT_SECRET_MIN_LENGTH);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, 'keys')).mode & 0o777).toBe(0o700);
    expect(keptSecret(file)).toBe(secret);
  });

  it('is made anew when the file is empty or cut short, and the new one is kept', () => {
    for (const [name, cut] of [
      ['empty.key', ''],
      ['short.key', 'abc\n'],
    ] as const) {
      const file = join(folder, name);
      writeFileSync(file, cut);
      const secret = keptSecret(file);
      expect(secret.length).toBeGreaterThanOrEqual(KEPT_SECRET_MIN_LENGTH);
      expect(readFileSync(file, 'utf8').trim()).toBe(secret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(readdirSync(folder).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
