import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, PostSupportMessageResponse, StartConversationResponse, SupportConversationView, UploadResponse } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import sharp from 'sharp';
import { FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const API = '/api/supportapi';
const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();
/** The sandbox of a stored file that is not a video: no script, no origin. */
const sandboxed = /; sandbox$/;

describe.each(STORE_PROFILES)('which stored files anyone may read, on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let learner: AuthResponse;
  let admin: AuthResponse;
  /** A screenshot the learner sent support: its store key and the signed address the conversation gave. */
  let attachment: { key: string; url: string };

  beforeAll(async () => {
    learner = await signup(app());
    admin = await login(app(), DEMO.admin);
    const { conversationId } = (await http().post(`${API}/conversations`).set(bearer(learner)).send({ body: 'Lesson 2 will not play', page: '/' }).expect(201))
      .body as StartConversationResponse;
    const { messageId } = (
      await http()
        .post(`${API}/conversations/${conversationId}/messages`)
        .set(bearer(learner))
        .attach('file', await png(), 'screen.png')
        .expect(201)
    ).body as PostSupportMessageResponse;
    const view = await eventually(
      async () => (await http().get(`${API}/conversations/${conversationId}`).set(bearer(learner))).body as SupportConversationView,
      (found) => found.messages?.some((m) => m.id === messageId) ?? false,
    );
    const url = view.messages.find((m) => m.id === messageId)!.attachment!.url;
    attachment = { key: new URL(url, 'http://x').pathname.slice('/api/media/'.length), url };
  });

  it('answers 404 for a support attachment’s plain files path, logged out or in, however the path is written', async () => {
    const { key } = attachment;
    expect(key).toMatch(/^support-attachments\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]+$/);
    const paths = [
      key,
      key.replaceAll('/', '%2f'),
      key.replaceAll('/', '%2F'),
      `profile-images/../${key}`,
      `profile-images/..%2f${key}`,
      `profile-images%2F..%2F${key.replaceAll('/', '%2F')}`,
      `captions/%2e%2e/${key}`,
      `catalogue/courses/..%2F..%2F${key}`,
      `profile-images/..%5c${key}`,
    ];
    for (const auth of [{}, bearer(learner), bearer(admin)]) {
      for (const path of paths) {
        const refused = await http().get(`/api/files/${path}`).set(auth);
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
        expect(refused.headers['cache-control'] ?? '').not.toContain('public');
      }
    }
  });

  it('still serves the attachment by its signed address, privately and sandboxed', async () => {
    const served = await http().get(attachment.url).buffer(true).expect(200);
    expect(served.headers).toMatchObject({ 'content-type': expect.stringMatching(/^image\//), 'x-content-type-options': 'nosniff' });
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['content-security-policy']).toMatch(sandboxed);
    const unsigned = new URL(attachment.url, 'http://x').pathname;
    expect((await http().get(unsigned).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('keeps profile images, catalogue images, captions and course artwork public, cached and sandboxed', async () => {
    const profileImage = (
      await http()
        .post(`/api/userprofileapi/user/${learner.id}/image`)
        .set(bearer(learner))
        .attach('image', await png(), 'me.png')
        .expect(200)
    ).body.profileImageUrl as string;
    const upload = async (kind: string, bytes: Buffer, name: string) =>
      ((await http().post(`/api/cmsapi/uploads/${kind}`).set(bearer(admin)).attach('file', bytes, name).expect(200)).body as UploadResponse).url;
    const cover = await upload('image', await png(400, 200), 'cover.png');
    const captions = await upload('captions', Buffer.from('WEBVTT\n\n00:00.500 --> 00:03.000\nสวัสดี\n'), 'th.vtt');
    for (const [url, type] of [
      [profileImage, /^image\//],
      [cover, /^image\/webp$/],
      [captions, /^text\/vtt/],
      ['/api/files/catalogue/courses/pdpa-essentials.svg', /^image\/svg\+xml$/],
    ] as const) {
      const served = await http().get(url).expect(200).expect('Content-Type', type);
      expect(served.headers).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
      expect(served.headers['content-security-policy']).toMatch(sandboxed);
      expect(served.headers['content-disposition']).toBeUndefined();
    }
  });

  it('serves nothing of any other folder of the store, named or not yet thought of', async () => {
    const files = app().app.get<FileStore>(FILE_STORE);
    for (const key of [
      'certificates/00000000-0000-4000-8000-000000000000.pdf',
      'course-media/00000000-0000-4000-8000-000000000000.pdf',
      'exports/report.csv',
    ]) {
      await files.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      expect((await http().get(`/api/files/${key}`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
    }
  });
});
