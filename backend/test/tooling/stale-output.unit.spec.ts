import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from '../../../scripts/stale-output.mjs';

/** `npm start` rebuilds an app or the response schemas only when one of their inputs is newer than what was built. */
describe("npm start's build of what is stale", () => {
  let root: string;
  const write = (path: string, minutesAgo: number) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), path);
    const at = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(join(root, path), at, at);
  };
  const step = { output: 'app/dist/index.html', inputs: ['app/src', 'app/index.html', 'contracts/src'] };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'khru-stale-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds what was never built', () => {
    write('app/src/main.tsx', 10);
    expect(isStale(root, step)).toBe(true);
  });

  it('skips an output newer than every input, however deep', () => {
    write('app/src/features/a/b.tsx', 10);
    write('contracts/src/index.ts', 10);
    write('app/dist/index.html', 5);
    // Folders' own times count too (a deleted file changes its folder), so they are set back as well.
    for (const folder of ['app/src/features/a', 'app/src/features', 'app/src', 'contracts/src']) {
      const at = new Date(Date.now() - 10 * 60_000);
      utimesSync(join(root, folder), at, at);
    }
    expect(isStale(root, step)).toBe(false);
  });

  it('rebuilds when one input, even a shared one, changed after the build', () => {
    write('app/src/main.tsx', 10);
    write('app/dist/index.html', 5);
    write('contracts/src/http/search.response.ts', 1);
    expect(isStale(root, step)).toBe(true);
  });
});
