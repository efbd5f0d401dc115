import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { videoDuration } from './video-duration.js';

const clip = (name: string) => fileURLToPath(new URL(`../../../../../infra/seed/media/${name}`, import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'khru-video-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
/** A version-1 movie header (64-bit times): 90 kHz timescale, 12.5 s. */
const mvhdV1 = () => {
  const body = Buffer.alloc(32 + 80);
  body[0] = 1;
  body.writeUInt32BE(90_000, 20);
  body.writeBigUInt64BE(1_125_000n, 24);
  return box('mvhd', body);
};
const file = (name: string, bytes: Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};

describe('the length of an uploaded video', () => {
  it('is read from the movie header of an MP4, with or without a sound track', async () => {
    expect(await videoDuration(clip('lesson-welcome.mp4'), 'video/mp4')).toBe(95);
    expect(await videoDuration(clip('welcome.mp4'), 'video/mp4')).toBe(8);
  });

  it('is found when the movie header comes after the media data, in 64-bit form', async () => {
    const mp4 = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0')), box('mdat', Buffer.alloc(5000)), box('moov', mvhdV1())]);
    expect(await videoDuration(file('late-moov.mp4', mp4), 'video/mp4')).toBe(13);
  });

  it('is unknown when the file does not say or cannot be read', async () => {
    expect(
      await videoDuration(file('no-moov.mp4', Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0')), box('mdat', Buffer.alloc(100))])), 'video/mp4'),
    ).toBeNull();
    expect(await videoDuration(file('cut.mp4', Buffer.from([0, 0, 0, 200, 0x6d, 0x6f, 0x6f, 0x76, 1, 2])), 'video/mp4')).toBeNull();
    expect(await videoDuration(file('noise.webm', Buffer.from('not a video at all')), 'video/webm')).toBeNull();
    expect(await videoDuration(join(folder, 'absent.mp4'), 'video/mp4')).toBeNull();
  });
});
