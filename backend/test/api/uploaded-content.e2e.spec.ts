import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  conversationStream,
  type AuthResponse,
  type ConversationMessagePosted,
  type StartConversationResponse,
  type SupportConversationView,
  type UploadResponse,
  type UserResponse,
} from '@khru/contracts';
import type { EventStore, FileStore } from '@khru/platform';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { EVENT_STORE, FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const API = '/api/supportapi';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
};
/**
 * A valid 20000 x 20000 black PNG of about 50 KB, which a browser would decode to 1.6 GB. Written by hand: sharp
 * would take seconds and gigabytes to encode that many pixels.
 */
const decompressionBomb = () => {
  const size = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // one bit a pixel, grey
  const rows = Buffer.alloc(size * (1 + size / 8)); // each row: filter 0, then zero bits
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};

/** A phone photo: large, with the camera's EXIF and where it was taken. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Somchai', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .toBuffer();

const pdf = (catalog: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj ${catalog} endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const PLAIN_PDF = pdf('<< /Type /Catalog /Pages 2 0 R >>');
const SCRIPTED_PDF = pdf("<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\('hi'\\)) >> >>");

const withoutMetadata = async (bytes: Buffer) => {
  const metadata = await sharp(bytes).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif, xmp: metadata.xmp };
};

describe.each(STORE_PROFILES)('what users may upload, on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const files = () => app().app.get<FileStore>(FILE_STORE);
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  let bomb: Buffer;
  let admin: AuthResponse;
  beforeAll(async () => {
    bomb = decompressionBomb();
    admin = await login(app(), DEMO.admin);
  });

  describe('a profile image', () => {
    const upload = (auth: AuthResponse, bytes: Buffer, name: string) =>
      http().post(`/api/userprofileapi/user/${auth.id}/image`).set(bearer(auth)).attach('image', bytes, name);

    it('is refused when it would decode to more pixels than any profile needs, and nothing changes', async () => {
      expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
      const learner = await signup(app());
      const refused = await upload(learner, bomb, 'me.png').expect(400);
      expect(refused.body).toMatchObject({ code: 'FILE_UPLOAD_FAILED', errors: [{ field: 'image', code: 'FILE_UPLOAD_FAILED' }] });
      const user = (await http().get(`/api/userprofileapi/user/${learner.id}?after=${learner.position}`).set(bearer(learner))).body as UserResponse;
      expect(user.profileImageUrl).toBeNull();
    });

    it('is kept as WebP of at most 512 pixels a side, without the photo’s EXIF, and served publicly', async () => {
      const learner = await signup(app());
      const { profileImageUrl } = (await upload(learner, await photo(3000, 2000), 'me.jpg').expect(200)).body as { profileImageUrl: string };
      expect(profileImageUrl).toMatch(/^\/api\/files\/profile-images\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
      const served = await http().get(profileImageUrl).buffer(true).expect(200).expect('Content-Type', 'image/webp');
      expect(await withoutMetadata(served.body as Buffer)).toEqual({ format: 'webp', width: 512, height: 341, exif: undefined, xmp: undefined });
    });
  });

  describe('a support chat attachment', () => {
    const conversation = async (learner: AuthResponse) =>
      (
        (await http().post(`${API}/conversations`).set(bearer(learner)).send({ body: 'See my screen', page: '/' }).expect(201))
          .body as StartConversationResponse
      ).conversationId;
    const send = (learner: AuthResponse, conversationId: string, bytes: Buffer, name: string) =>
      http().post(`${API}/conversations/${conversationId}/messages`).set(bearer(learner)).attach('file', bytes, name);
    const attachments = async (conversationId: string) =>
      (await store().readStream(conversationStream(conversationId)))
        .filter((e) => e.type === 'ConversationMessagePosted')
        .flatMap((e) => (e.data as ConversationMessagePosted['data']).attachment ?? []);

    it('is refused when it is a picture of too many pixels, appending and keeping nothing', async () => {
      const learner = await signup(app());
      const conversationId = await conversation(learner);
      const head = await store().headPosition();
      const refused = await send(learner, conversationId, bomb, 'screen.png').expect(400);
      expect(refused.body).toMatchObject({ code: 'FILE_UPLOAD_FAILED', errors: [{ field: 'file', code: 'FILE_UPLOAD_FAILED' }] });
      expect(await store().headPosition()).toEqual(head);
    });

    it('is kept, when a photo, as WebP of at most 2048 pixels a side without its EXIF', async () => {
      const learner = await signup(app());
      const conversationId = await conversation(learner);
      await send(learner, conversationId, await photo(4000, 1000), 'ใบเสร็จ.jpg').expect(201);
      const [kept] = await attachments(conversationId);
      expect(kept).toMatchObject({ name: 'ใบเสร็จ.jpg', contentType: 'image/webp', key: expect.stringMatching(/\.webp$/) });
      const stored = (await files().get(kept!.key))!;
      expect(stored.contentType).toBe('image/webp');
      expect(kept!.size).toBe(stored.bytes.length);
      expect(await withoutMetadata(stored.bytes)).toEqual({ format: 'webp', width: 2048, height: 512, exif: undefined, xmp: undefined });
    });

    it('is refused when a PDF would run a script on opening, and a plain PDF is served as a sandboxed download', async () => {
      const learner = await signup(app());
      const conversationId = await conversation(learner);
      const refused = await send(learner, conversationId, SCRIPTED_PDF, 'receipt.pdf').expect(400);
      expect(refused.body).toMatchObject({
        code: 'FILE_UPLOAD_FAILED',
        errors: [{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed', message: 'This kind of file cannot be used here' }],
      });
      expect(await attachments(conversationId)).toEqual([]);

      const { messageId } = (await send(learner, conversationId, PLAIN_PDF, 'receipt.pdf').expect(201)).body as { messageId: string };
      const view = await eventually(
        async () => (await http().get(`${API}/conversations/${conversationId}`).set(bearer(learner))).body as SupportConversationView,
        (found) => found.messages?.some((m) => m.id === messageId) ?? false,
      );
      const served = await http()
        .get(view.messages.find((m) => m.id === messageId)!.attachment!.url)
        .buffer(true)
        .expect(200);
      expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment', 'x-content-type-options': 'nosniff' });
      expect(served.headers['content-security-policy']).toMatch(/; sandbox$/);
    });
  });

  describe('a course resource', () => {
    const upload = (bytes: Buffer, name: string) => http().post('/api/cmsapi/uploads/resource').set(bearer(admin)).attach('file', bytes, name);

    it('is refused when a PDF would run a script on opening', async () => {
      const refused = await upload(SCRIPTED_PDF, 'slides.pdf').expect(400);
      expect(refused.body).toMatchObject({ code: 'FILE_UPLOAD_FAILED', errors: [{ field: 'file', rule: 'fileTypeNotAllowed' }] });
      expect(((await upload(PLAIN_PDF, 'slides.pdf').expect(200)).body as UploadResponse).contentType).toBe('application/pdf');
    });

    it('is refused when it is a picture of too many pixels; a picture keeps its size and format, not its EXIF', async () => {
      expect((await upload(bomb, 'worksheet.png').expect(400)).body).toMatchObject({ code: 'FILE_UPLOAD_FAILED', errors: [{ field: 'file' }] });
      const kept = (await upload(await photo(3000, 2000), 'worksheet.jpg').expect(200)).body as UploadResponse;
      const stored = (await files().get(kept.key))!;
      expect({ contentType: stored.contentType, bytes: stored.bytes.length }).toEqual({ contentType: 'image/jpeg', bytes: kept.bytes });
      expect(await withoutMetadata(stored.bytes)).toEqual({ format: 'jpeg', width: 3000, height: 2000, exif: undefined, xmp: undefined });
    });
  });
});
