import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveMediaSigningKey } from './media-signing-key.js';

describe('the media signing key', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-media-key-'));
  afterEach(() => rmSync(join(dataDir, 'keys'), { recursive: true, force: true }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made once, kept in the data directory for the server user only, and the same after a restart', () => {
    const first = resolveMediaSigningKey(null, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'keys', 'media-signing.key')).mode & 0o777).toBe(0o600);
    expect(resolveMediaSigningKey(null, dataDir)).toBe(first);
  });

  it('is the configured one when MEDIA_SIGNING_KEY is set, and nothing is written', () => {
    const configured = 'c'.repeat(40);
    expect(resolveMediaSigningKey(configured, dataDir)).toBe(configured);
    expect(existsSync(join(dataDir, 'keys'))).toBe(false);
  });
});
