import { beforeAll, describe, expect, it } from '@jest/globals';
import { READ_STALE_HEADER, type AuthResponse } from '@khru/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO, bearer, login } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

const learnerDist = join(dirname(fileURLToPath(import.meta.url)), '../../../learner-app/dist');
/** The asset checks need the built learner app; without it they are skipped with this reason. */
const assetsSkipReason = existsSync(join(learnerDist, 'index.html')) ? null : 'skipped: the asset checks need the built learner app (npm run build)';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

describe('the HTTP edge', () => {
  const { subject, http } = useTestApp('pglite');
  let base: string;

  /** A GET over node:http, which (unlike fetch and supertest) hands back the body exactly as it was sent. */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawAnswer>((resolve, reject) => {
      const sent = httpRequest(`${base}${path}`, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      sent.on('error', reject);
      sent.end();
    });

  beforeAll(async () => {
    base = (await subject().app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  if (assetsSkipReason) it.skip(assetsSkipReason, () => undefined);
  else
    describe('the built apps', () => {
      let stylesheet: string;
      let original: Buffer;

      beforeAll(() => {
        const index = readFileSync(join(learnerDist, 'index.html'), 'utf8');
        stylesheet = /href="(\/assets\/[^"]+-[\w-]+\.css)"/.exec(index)![1]!;
        original = readFileSync(join(learnerDist, stylesheet));
      });

      it('sends a hashed asset brotli-compressed to a client that takes br, cached for a year as immutable', async () => {
        const answer = await raw(stylesheet, { 'Accept-Encoding': 'br' });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(answer.headers['content-type']).toMatch(/^text\/css/);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.body.length).toBeLessThan(original.length);
        expect(brotliDecompressSync(answer.body).equals(original)).toBe(true);
      });

      it('sends it gzip-compressed to a client that takes gzip, and as it is to one that takes neither', async () => {
        const gzip = await raw(stylesheet, { 'Accept-Encoding': 'gzip, deflate' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.body).equals(original)).toBe(true);
        const plain = await raw(stylesheet);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
        expect(plain.body.equals(original)).toBe(true);
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      });

      it('sends index.html (and a client-side route) to be revalidated, not kept, and answers 304 to a client that holds it', async () => {
        for (const path of ['/', '/courses-overview/anything', '/admin/']) {
          const page = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
          expect(page.status).toBe(200);
          expect(page.headers['content-type']).toMatch(/^text\/html/);
          expect(page.headers['cache-control']).toBe('no-cache');
          expect(page.headers['content-security-policy']).toBeDefined();
        }
        const first = await raw('/', { 'Accept-Encoding': 'br' });
        const again = await raw('/', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        const head = await raw('/', { 'Accept-Encoding': 'br' }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.headers['content-length']).toBe(first.headers['content-length']);
        expect(head.body.length).toBe(0);
      });

      it('answers 404 for a missing asset rather than the app', async () => {
        expect((await raw('/assets/no-such-file-abc123.js')).status).toBe(404);
      });

      it("answers a path that is none of the learner app's pages with its 404 page and a 404 status", async () => {
        const index = readFileSync(join(learnerDist, 'index.html'));
        for (const path of ['/no-such-page', '/courses-overview', '/profile/extra/part']) {
          const answer = await raw(path);
          expect(answer.status).toBe(404);
          expect(answer.headers['content-type']).toMatch(/^text\/html/);
          expect(answer.body.equals(index)).toBe(true);
        }
        expect((await raw('/profile/')).status).toBe(200);
      });
    });

  it('sends HSTS and upgrade-insecure-requests only to a client that came over HTTPS (through a proxy on this machine)', async () => {
    for (const path of ['/', '/api/health']) {
      const plain = await raw(path);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).toBeDefined();
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      const secure = await raw(path, { 'X-Forwarded-Proto': 'https' });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });

  it('answers GET /api with an index that links the docs, the OpenAPI document and health', async () => {
    const index = await http().get('/api').expect(200);
    expect(index.body.links).toMatchObject({ docs: '/api/docs', openapi: '/api/docs/openapi.json', health: '/api/health' });
  });

  it('gives an anonymous catalogue read the same answer again, and a change at once', async () => {
    const first = await raw('/api/coursesapi/job-functions', { 'Accept-Encoding': 'gzip' });
    const again = await raw('/api/coursesapi/job-functions', { 'Accept-Encoding': 'gzip' });
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['ratelimit']).toBeDefined();
    const admin: AuthResponse = await login(subject(), DEMO.admin);
    const created = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .send({ id: 'edge-kept', name: { en: 'Kept answers', th: 'คำตอบที่เก็บไว้' }, subFunctions: [], order: 97 })
      .expect(201);
    await http().get(`/api/coursesapi/job-functions?after=${created.body.position}`).expect(200);
    const changed = await raw('/api/coursesapi/job-functions');
    expect(changed.body.toString('utf8')).toContain('edge-kept');
  });

  it('answers a repeated course-list query as the first time, another query with its own answer, and a bad one with the same refusal each time', async () => {
    const list = (loadOptions: unknown) => http().post('/api/coursesapi/course/list-by-post').send({ loadOptions });
    const first = await list({ take: 2, requireTotalCount: true }).expect(200);
    const again = await list({ take: 2, requireTotalCount: true }).expect(200);
    expect(again.body).toEqual(first.body);
    const other = await list({ skip: 2, take: 2, requireTotalCount: true }).expect(200);
    expect(other.body.data.map((c: { id: string }) => c.id)).not.toEqual(first.body.data.map((c: { id: string }) => c.id));
    for (let i = 0; i < 2; i += 1) {
      const refused = await list({ take: 'many' }).expect(400);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('loadOptions.take');
      const broken = await http().post('/api/coursesapi/course/list-by-post').set('Content-Type', 'application/json').send('{"loadOptions":').expect(400);
      expect(broken.body.code).toBe('BAD_REQUEST');
    }
  });

  it('compresses a JSON answer over 1 KB for a client that takes gzip, and leaves a small one or a client that takes none alone', async () => {
    const plain = await raw('/api/coursesapi/job-functions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await raw('/api/coursesapi/job-functions', { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    const br = await raw('/api/coursesapi/job-functions', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const small = await raw('/api/health', { 'Accept-Encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('still waits for ?after=<position>: a read right after a write sees it', async () => {
    const admin: AuthResponse = await login(subject(), DEMO.admin);
    const created = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .send({ id: 'edge-testing', name: { en: 'Edge testing', th: 'ทดสอบขอบ' }, subFunctions: [], order: 98 })
      .expect(201);
    const read = await http().get(`/api/coursesapi/job-functions?after=${created.body.position}`).expect(200);
    expect(read.headers[READ_STALE_HEADER]).toBe('false');
    expect(JSON.stringify(read.body)).toContain('edge-testing');
  });
});
