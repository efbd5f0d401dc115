import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, CourseLearningResponse, LearningLesson, UploadResponse } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { readFileSync } from 'node:fs';
import { reset, travel } from '../../src/kernel/clock/clock.js';
import { mediaSignature } from '../../src/kernel/files/media-signature.js';
import { FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { bilingual, freeCourse, publishCourse } from '../support/courses.js';
import { buyCourse } from '../support/purchases.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const CLIP = readFileSync(new URL('../../../infra/seed/media/lesson-welcome.mp4', import.meta.url));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SIGNING_KEY = 'media-signing-key-for-the-course-media-suite';
const COURSE = 'signed-media-course';

const lessonsOf = (learning: CourseLearningResponse) => learning.sections.flatMap((s) => s.lessons);
const signedParts = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, exp: Number(parsed.searchParams.get('exp')), sig: parsed.searchParams.get('sig')! };
};

describe.each(STORE_PROFILES)('signed course media on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile, { MEDIA_SIGNING_KEY: SIGNING_KEY });
  let video: UploadResponse;
  let slides: UploadResponse;
  let learner: AuthResponse;

  const learningOf = async (auth: AuthResponse, courseId = COURSE) =>
    (await http().get(`/api/coursesapi/course/${courseId}/learning`).set(bearer(auth)).expect(200)).body as CourseLearningResponse;
  const lesson = (learning: CourseLearningResponse, id: string) => lessonsOf(learning).find((l) => l.id === id) as LearningLesson;

  beforeAll(async () => {
    const admin = await login(app(), DEMO.admin);
    const upload = async (kind: string, bytes: Buffer, name: string) =>
      (await http().post(`/api/cmsapi/uploads/${kind}`).set(bearer(admin)).attach('file', bytes, name).expect(200)).body as UploadResponse;
    video = await upload('video', CLIP, 'intro.mp4');
    slides = await upload('resource', PDF, 'slides.pdf');
    const captions = await upload('captions', Buffer.from('WEBVTT\n\n00:00.500 --> 00:03.000\nสวัสดี\n'), 'th.vtt');
    await publishCourse(
      app(),
      admin,
      freeCourse(COURSE, 'Signed media', 'Uploaded lessons', [
        { id: 'intro', kind: 'video', title: bilingual('Intro'), videoUrl: video.url, durationSeconds: video.durationSeconds, captions: { th: captions.url } },
        { id: 'slides', kind: 'resource', title: bilingual('Slides'), resourceUrl: slides.url },
      ]),
    );
    learner = await signup(app());
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(learner)).send({ itemId: COURSE, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${learner.id}?after=${enrolled.body.position}`).set(bearer(learner)).expect(200);
  });

  it('gives a learner who holds the course short-lived signed addresses of its video and resource, and its uploaded captions', async () => {
    const learning = await learningOf(learner);
    const intro = lesson(learning, 'intro');
    const { path, exp } = signedParts(intro.videoUrl!);
    expect(path).toBe(`/api/media/${video.key}`);
    const hours = (exp * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(5);
    expect(signedParts(lesson(learning, 'slides').resourceUrl!).path).toBe(`/api/media/${slides.key}`);
    expect(intro.captions).toEqual([{ lang: 'th', url: expect.stringMatching(/^\/api\/files\/captions\/.+\.vtt$/) }]);
    const served = await http().get(lesson(learning, 'slides').resourceUrl!).expect(200).expect('Content-Type', 'application/pdf');
    expect(Buffer.from(served.body as Buffer)).toEqual(PDF);
  });

  it('serves the video in byte ranges, so the player can seek, cached privately until the address expires', async () => {
    const url = lesson(await learningOf(learner), 'intro').videoUrl!;
    const whole = await http().get(url).buffer(true).expect(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' });
    expect(Buffer.from(whole.body as Buffer)).toEqual(CLIP);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(whole.headers['cache-control']!)?.[1]);
    expect(maxAge).toBeGreaterThan(14_000);
    expect(maxAge).toBeLessThanOrEqual(18_000);

    const start = await http().get(url).set('Range', 'bytes=0-99').buffer(true).expect(206);
    expect(start.headers).toMatchObject({ 'content-range': `bytes 0-99/${CLIP.length}`, 'content-length': '100', 'accept-ranges': 'bytes' });
    expect(Buffer.from(start.body as Buffer)).toEqual(CLIP.subarray(0, 100));

    const middle = Math.floor(CLIP.length / 2);
    const seek = await http().get(url).set('Range', `bytes=${middle}-`).buffer(true).expect(206);
    expect(seek.headers['content-range']).toBe(`bytes ${middle}-${CLIP.length - 1}/${CLIP.length}`);
    expect(Buffer.from(seek.body as Buffer)).toEqual(CLIP.subarray(middle));

    const beyond = await http().get(url).set('Range', `bytes=${CLIP.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${CLIP.length}`);
  });

  it('serves the resource PDF as a sandboxed download and the video inline, never sniffed', async () => {
    const learning = await learningOf(learner);
    const pdf = await http().get(lesson(learning, 'slides').resourceUrl!).buffer(true).expect(200);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment', 'x-content-type-options': 'nosniff' });
    expect(pdf.headers['content-security-policy']).toMatch(/; sandbox$/);
    const clip = await http().get(lesson(learning, 'intro').videoUrl!).set('Range', 'bytes=0-9').expect(206);
    expect(clip.headers['content-disposition']).toBeUndefined();
    // A video opened on its own keeps our origin, so the browser's player can load it; no script runs either way.
    expect(clip.headers['content-security-policy']).toMatch(/; sandbox allow-same-origin$/);
  });

  it('refuses a tampered, moved or expired address, and answers 404 for a file that is not there', async () => {
    const { path, exp, sig } = signedParts(lesson(await learningOf(learner), 'intro').videoUrl!);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    expect((await http().get(`${path}?exp=${exp}&sig=${flipped}`).expect(403)).body.code).toBe('FORBIDDEN');
    await http()
      .get(`${path}?exp=${exp + 3600}&sig=${sig}`)
      .expect(403);
    await http().get(`/api/media/${slides.key}?exp=${exp}&sig=${sig}`).expect(403);
    await http().get(path).expect(403);
    const past = Math.floor(Date.now() / 1000) - 60;
    await http()
      .get(`${path}?exp=${past}&sig=${mediaSignature(SIGNING_KEY, video.key, past)}`)
      .expect(403);
    const missing = 'course-media/00000000-0000-4000-8000-000000000000.mp4';
    await http()
      .get(`/api/media/${missing}?exp=${exp}&sig=${mediaSignature(SIGNING_KEY, missing, exp)}`)
      .expect(404);
  });

  it('serves nothing outside course media, even under a good signature', async () => {
    const certificate = 'certificates/00000000-0000-4000-8000-000000000000.pdf';
    await app().app.get<FileStore>(FILE_STORE).put(certificate, PDF, 'application/pdf');
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(
      (
        await http()
          .get(`/api/media/${certificate}?exp=${exp}&sig=${mediaSignature(SIGNING_KEY, certificate, exp)}`)
          .expect(403)
      ).body.code,
    ).toBe('FORBIDDEN');
  });

  it('stops serving an address once it expires, at most five hours on', async () => {
    const url = lesson(await learningOf(learner), 'intro').videoUrl!;
    await http().get(url).set('Range', 'bytes=0-9').expect(206);
    // Asking again keeps the address, so a playing video does not load again.
    expect(lesson(await learningOf(learner), 'intro').videoUrl).toBe(url);
    travel(5 * 3_600_000 + 1000);
    try {
      expect((await http().get(url).set('Range', 'bytes=0-9').expect(403)).body.code).toBe('FORBIDDEN');
    } finally {
      reset();
    }
  });

  it('signs nothing for someone who does not hold the course, and the public files route never serves course media', async () => {
    const stranger = await signup(app());
    const refused = await http().get(`/api/coursesapi/course/${COURSE}/learning`).set(bearer(stranger)).expect(403);
    expect(JSON.stringify(refused.body)).not.toContain('sig=');
    await http().get(`/api/coursesapi/course/${COURSE}/learning`).expect(401);
    const page = await http().get(`/api/coursesapi/course/${COURSE}`).expect(200);
    expect(JSON.stringify(page.body)).not.toContain(video.key);
    await http().get(`/api/files/${video.key}`).expect(404);
    await http().get(`/api/files/${slides.key}`).expect(404);
  });

  it('signs for an administrator too', async () => {
    const admin = await login(app(), DEMO.admin);
    const url = lesson(await learningOf(admin), 'intro').videoUrl!;
    await http().get(url).set('Range', 'bytes=0-9').expect(206);
  });

  it('signs the seeded demo clips for a learner of a demo course, and keeps only the storefront banners public', async () => {
    await buyCourse(app(), learner, 'pdpa-essentials');
    const clips = lessonsOf(await learningOf(learner, 'pdpa-essentials')).filter((l) => l.kind === 'video');
    expect(clips.length).toBeGreaterThan(0);
    for (const clip of clips) expect(clip.videoUrl).toMatch(/^\/api\/media\/demo\/[a-z-]+\.mp4\?exp=\d+&sig=[0-9a-f]{64}$/);
    const { path, exp } = signedParts(clips[0]!.videoUrl!);
    const bytes = readFileSync(new URL(`../../../infra/seed/media/${path.slice('/api/media/demo/'.length)}`, import.meta.url));
    const part = await http().get(clips[0]!.videoUrl!).set('Range', 'bytes=0-99').buffer(true).expect(206);
    expect(part.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-range': `bytes 0-99/${bytes.length}`,
      'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
    });
    expect(Buffer.from(part.body as Buffer)).toEqual(bytes.subarray(0, 100));
    await http().get(path).expect(403);

    // A good signature over anything but a plain clip name directly in the seed's media folder finds nothing.
    for (const [key, sent] of [
      ['demo/banners/learn-anywhere.svg', 'demo/banners/learn-anywhere.svg'],
      ['demo/../accounts.json', 'demo/..%2Faccounts.json'],
      ['demo/missing.mp4', 'demo/missing.mp4'],
    ])
      await http()
        .get(`/api/media/${sent}?exp=${exp}&sig=${mediaSignature(SIGNING_KEY, key!, exp)}`)
        .expect(404);

    await http().get('/media/demo/welcome.mp4').expect(404);
    await http().get('/media/demo/lesson-practice-long.mp4').expect(404);
    await http()
      .get('/media/demo/banners/learn-anywhere.svg')
      .expect(200)
      .expect('Content-Type', /^image\/svg\+xml/);
  });
});
