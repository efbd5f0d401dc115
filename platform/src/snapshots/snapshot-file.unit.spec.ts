import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fingerprintOf, readSnapshotFile, writeSnapshotFile } from './snapshot-file.js';

const position = { commit: 7n, prepare: 42n };
const records = [
  { c: 'users', d: { _id: 'u1', name: 'Ann' } },
  { c: 'users', d: { _id: 'u2', name: 'สมชาย' } },
];

describe('snapshot files', () => {
  const path = () => join(mkdtempSync(join(tmpdir(), 'khru-snapshot-')), 'snapshots', 'read-models.ndjson');

  it('give back the records and position they were written with', async () => {
    const file = path();
    expect(await writeSnapshotFile(file, 'f1', position, records)).toBe(2);
    expect(await readSnapshotFile(file, 'f1')).toEqual({ snapshot: { position, records } });
  });

  it('answer missing when there is no file', async () => {
    expect(await readSnapshotFile(path(), 'f1')).toEqual({ missing: true });
  });

  it('are rejected when written by other code', async () => {
    const file = path();
    await writeSnapshotFile(file, 'f1', position, records);
    expect(await readSnapshotFile(file, 'f2')).toEqual({ rejected: expect.stringContaining('fingerprint') });
  });

  it('are rejected when cut short or altered', async () => {
    const file = path();
    await writeSnapshotFile(file, 'f1', position, records);
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, lines.slice(0, 2).join('\n'));
    expect(await readSnapshotFile(file, 'f1')).toEqual({ rejected: 'it was cut short' });
    writeFileSync(file, [lines[0], lines[1]!.replace('Ann', 'Bob'), ...lines.slice(2)].join('\n'));
    expect(await readSnapshotFile(file, 'f1')).toEqual({ rejected: expect.stringContaining('digest') });
    writeFileSync(file, `${lines[0]}\n{not json\n`);
    expect(await readSnapshotFile(file, 'f1')).toEqual({ rejected: expect.stringContaining('cannot be read') });
  });

  it('take functions by their source in a fingerprint', () => {
    expect(fingerprintOf([(x: number) => x + 1])).not.toBe(fingerprintOf([(x: number) => x + 2]));
    expect(fingerprintOf([(x: number) => x + 1])).toBe(fingerprintOf([(x: number) => x + 1]));
  });
});
