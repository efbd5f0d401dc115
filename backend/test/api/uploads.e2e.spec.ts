import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, UploadResponse } from '@khru/contracts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

const CLIP = readFileSync(new URL('../../../infra/seed/media/welcome.mp4', import.meta.url));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const VTT = 'WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\nยินดีต้อนรับ\n';

describe('catalogue uploads', () => {
  // A 1 MB limit for videos, so a refusal of size needs no large file.
  const { subject: app, http } = useTestApp('pglite', { UPLOAD_LIMIT_VIDEO_MB: '1' });
  let admin: AuthResponse;
  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });
  const upload = (kind: string, bytes: Buffer, filename: string, auth = admin) =>
    http().post(`/api/cmsapi/uploads/${kind}`).set(bearer(auth)).attach('file', bytes, filename);

  it('resizes an image to WebP at each width no wider than it, served publicly', async () => {
    const response = await upload('image', await png(800, 500), 'cover.png');
    expect(response.status).toBe(200);
    const body = response.body as UploadResponse;
    expect(body).toMatchObject({ kind: 'image', contentType: 'image/webp' });
    expect(body.variants!.map((v) => v.width)).toEqual([320, 640]);
    expect(body.url).toBe(body.variants![1]!.url);
    expect(body.url).toMatch(/^\/api\/files\/catalogue-images\/[0-9a-f-]{36}-640\.webp$/);
    for (const { width, url } of body.variants!) {
      const served = await http().get(url).buffer(true).expect(200).expect('Content-Type', 'image/webp');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((500 * width) / 800) });
    }
  });

  it('never enlarges an image narrower than every width', async () => {
    const body = (await upload('image', await png(200, 100), 'icon.png').expect(200)).body as UploadResponse;
    expect(body.variants).toEqual([{ width: 200, url: body.url }]);
  });

  it('keeps a video privately, as a media reference with the length read from the file', async () => {
    const body = (await upload('video', CLIP, 'welcome.mp4').expect(200)).body as UploadResponse;
    expect(body).toMatchObject({ kind: 'video', contentType: 'video/mp4', bytes: CLIP.length, durationSeconds: 8 });
    expect(body.url).toBe(`media:${body.key}`);
    expect(body.key).toMatch(/^course-media\/[0-9a-f-]{36}\.mp4$/);
    // Private: the public files route does not serve it.
    expect((await http().get(`/api/files/${body.key}`).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('keeps a PDF resource privately', async () => {
    const body = (await upload('resource', PDF, 'slides.pdf').expect(200)).body as UploadResponse;
    expect(body).toMatchObject({ kind: 'resource', contentType: 'application/pdf', bytes: PDF.length });
    expect(body.url).toMatch(/^media:course-media\/[0-9a-f-]{36}\.pdf$/);
    expect(body.durationSeconds).toBeUndefined();
  });

  it('keeps WebVTT captions, with or without a byte order mark, as public text', async () => {
    for (const bytes of [Buffer.from(VTT), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VTT)])]) {
      const body = (await upload('captions', bytes, 'th.vtt').expect(200)).body as UploadResponse;
      expect(body).toMatchObject({ kind: 'captions', contentType: 'text/vtt', bytes: bytes.length });
      expect(body.url).toMatch(/^\/api\/files\/captions\/[0-9a-f-]{36}\.vtt$/);
      const served = await http()
        .get(body.url)
        .expect(200)
        .expect('Content-Type', /^text\/vtt/);
      expect(served.text).toContain('ยินดีต้อนรับ');
    }
  });

  it('refuses a file whose bytes are not of its kind, whatever its name, in the caller’s language', async () => {
    const renamed = await upload('video', await png(10, 10), 'lesson.mp4')
      .set('Accept-Language', 'th')
      .expect(400);
    expect(renamed.body).toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      errors: [{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed', message: 'ไม่สามารถใช้ไฟล์ประเภทนี้ได้' }],
    });
    await upload('image', PDF, 'cover.png').expect(400);
    await upload('resource', Buffer.from('MZ\x90\x00 not a document'), 'slides.pdf').expect(400);
    const subtitles = await upload('captions', Buffer.from('1\n00:00:00,500 --> 00:00:03,000\nHello\n'), 'en.vtt').expect(400);
    expect(subtitles.body.errors[0].rule).toBe('fileTypeNotAllowed');
  });

  it('refuses a file over its kind’s limit with a clear 400 naming the limit, keeping nothing of it', async () => {
    const large = Buffer.concat([CLIP, Buffer.alloc(1024 * 1024)]);
    const response = await upload('video', large, 'long.mp4').expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'FILE_UPLOAD_FAILED',
      errors: [{ field: 'file', rule: 'fileTooLarge', n: 1, message: 'The file is larger than 1 MB' }],
    });
    expect(readdirSync(join(app().config.dataDir, 'uploads-waiting'))).toEqual([]);
  });

  it('asks for the file when none is sent, and refuses an unknown kind', async () => {
    const missing = await http().post('/api/cmsapi/uploads/image').set(bearer(admin)).field('name', 'cover').expect(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'file', code: 'IS_NOT_EMPTY' }] });
    await http().post('/api/cmsapi/uploads/image').set(bearer(admin)).send({}).expect(400);
    const kind = await upload('script', PDF, 'x.pdf').expect(400);
    expect(kind.body.errors).toMatchObject([{ field: 'kind', code: 'IS_IN' }]);
  });

  it('is for catalogue managers only', async () => {
    const learner = await signup(app());
    expect((await upload('image', await png(10, 10), 'x.png', learner).expect(403)).body.code).toBe('FORBIDDEN');
    await http()
      .post('/api/cmsapi/uploads/image')
      .attach('file', await png(10, 10), 'x.png')
      .expect(401);
  });
});
