import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, BundleListResponse, BundleResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const bundle = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: { en: `Bundle ${id}`, th: `ชุด ${id}` },
  description: { en: 'Two courses.', th: 'สองคอร์ส' },
  isSingleCertificate: false,
  courseIds: ['git-and-github', 'security-awareness'],
  price: 990,
  ...overrides,
});

describe.each(STORE_PROFILES)('bundles API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let last: string | null = null;
  const after = () => (last ? `?after=${last}` : '');
  const author = async (path: string, body: object = {}, method: 'post' | 'put' = 'post') => {
    const response = await http()[method](`/api/certificatesapi/bundles${path}`).set(bearer(admin)).send(body);
    if (response.status < 300) last = response.body.position ?? last;
    return response;
  };
  const listBundles = (loadOptions: object) => http().post(`/api/certificatesapi/get-certificates/${after()}`).send({ loadOptions });

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    await author('', bundle('team-tools')).then((r) => expect(r.status).toBe(201));
    await author('/team-tools/publish').then((r) => expect(r.status).toBe(200));
    await author('', bundle('hidden-draft')).then((r) => expect(r.status).toBe(201));
  });

  it('lists published bundles the way the storefront asks (isSingleCertificate contains false), with the total', async () => {
    const page = (await listBundles({ filter: ['isSingleCertificate', 'contains', false], requireTotalCount: true, take: 100 }).expect(200))
      .body as BundleListResponse;
    expect(page.data.every((b) => !b.isSingleCertificate)).toBe(true);
    expect(page.data.map((b) => b.id)).toContain('team-tools');
    expect(page.data.map((b) => b.id)).not.toContain('hidden-draft');
    expect(page.totalCount).toBe(page.data.length);
    expect(page.data.find((b) => b.id === 'team-tools')).toMatchObject({ nameTh: 'ชุด team-tools', courseCount: 2, price: 990, thumbnailImageEn: null });
    const certificates = (await listBundles({ filter: ['isSingleCertificate', '=', true], take: 100 }).expect(200)).body as BundleListResponse;
    expect(certificates.data.map((b) => b.id)).toEqual(expect.arrayContaining(['python-certificate', 'business-english-certificate']));
    const sorted = (await listBundles({ sort: [{ selector: 'nameEn' }], take: 3 }).expect(200)).body as BundleListResponse;
    expect(sorted.data.map((b) => b.nameEn)).toEqual([...sorted.data.map((b) => b.nameEn)].sort());
  });

  it('shows a bundle with its courses in order and what it saves; unknown and draft bundles are 404', async () => {
    const body = (await http().get(`/api/certificatesapi/bundles/team-tools${after()}`).expect(200)).body as BundleResponse;
    expect(body.courses.map((c) => c.id)).toEqual(['git-and-github', 'security-awareness']);
    expect(body).toMatchObject({ fullPrice: 690 + 490, saving: 690 + 490 - 990, descriptionTh: 'สองคอร์ส' });
    const missing = await http().get('/api/certificatesapi/bundles/nope').set('Accept-Language', 'th').expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect(missing.body.message).toMatch(/[\u0E00-\u0E7F]/);
    await http().get('/api/certificatesapi/bundles/hidden-draft').expect(404);
  });

  it("tells a course's terms and the bundles that hold it; an unknown course is 404", async () => {
    const terms = await http().get(`/api/coursesapi/course/git-and-github/restrictions${after()}`).expect(200);
    expect(terms.body).toMatchObject({
      courseId: 'git-and-github',
      isFree: false,
      requiresLogin: true,
      requiresPurchase: true,
      payPerViewYears: 3,
      refundWindowDays: 7,
    });
    expect(terms.body.bundleIds).toContain('team-tools');
    expect(terms.body.bundleIds).not.toContain('hidden-draft');
    await http().get('/api/coursesapi/course/nope/restrictions').expect(404);
  });

  it('prices bundles keyed by id beside courses; unknown and draft ids are left out', async () => {
    await author('/team-tools/price', { price: 1290, effectiveFrom: '2099-01-01T00:00:00.000Z' }).then((r) => expect(r.status).toBe(200));
    const pricing = await http()
      .post(`/api/pricingapi/pricing/client${after()}`)
      .send({ bundles: ['team-tools', 'hidden-draft', 'nope'], courses: ['git-and-github'] })
      .expect(200);
    expect(pricing.body).toEqual({
      bundlesPricing: { 'team-tools': { bundleId: 'team-tools', price: 990, fullPrice: 1180, saving: 190, currency: 'THB' } },
      coursesPricing: { 'git-and-github': { courseId: 'git-and-github', price: 690, currency: 'THB' } },
    });
    expect(
      (
        await http()
          .post('/api/pricingapi/pricing/client')
          .send({ bundles: ['team-tools'] })
          .expect(200)
      ).body.coursesPricing,
    ).toBeUndefined();
  });

  it('refuses bundles of missing or repeated courses, or of the wrong size, and creates nothing', async () => {
    const missing = await author('', bundle('ghost', { courseIds: ['git-and-github', 'no-such-course'] }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'courseIds.1', code: 'NOT_EXIST_FOREIGN_KEY' }] });
    const single = await author('', bundle('ghost', { isSingleCertificate: true }));
    expect(single.status).toBe(400);
    expect(single.body.errors).toEqual([expect.objectContaining({ field: 'courseIds', message: 'Choose exactly 1 item' })]);
    expect((await author('', bundle('ghost', { courseIds: ['git-and-github', 'git-and-github'] }))).status).toBe(400);
    expect(
      (await author('', bundle('ghost', { price: -1, thumbnailUrl: { en: 'javascript:alert(1)' } }))).body.errors.map((e: { field: string }) => e.field),
    ).toEqual(expect.arrayContaining(['price', 'thumbnailUrl.en']));
    await author('/ghost/publish').then((r) => expect(r.status).toBe(404));
    await http()
      .post('/api/certificatesapi/get-certificates')
      .send({ loadOptions: { filter: ['secret', '=', 1] } })
      .expect(400);
  });

  it('revises a bundle and withdraws it', async () => {
    await author('', bundle('revise-me')).then((r) => expect(r.status).toBe(201));
    await author('/revise-me/publish').then((r) => expect(r.status).toBe(200));
    const { id: _id, price: _price, ...revision } = bundle('revise-me', { courseIds: ['security-awareness', 'git-and-github', 'pdpa-essentials'] });
    await author('/revise-me', revision, 'put').then((r) => expect(r.status).toBe(200));
    const body = (await http().get(`/api/certificatesapi/bundles/revise-me${after()}`).expect(200)).body as BundleResponse;
    expect(body.courses.map((c) => c.id)).toEqual(['security-awareness', 'git-and-github', 'pdpa-essentials']);
    await author('/revise-me/unpublish').then((r) => expect(r.status).toBe(200));
    await http().get(`/api/certificatesapi/bundles/revise-me${after()}`).expect(404);
  });

  it('seeds bundles and certificates, and lets only catalogue managers author', async () => {
    const all = (await listBundles({ take: 100, requireTotalCount: true }).expect(200)).body as BundleListResponse;
    expect(all.data.map((b) => b.id)).toEqual(
      expect.arrayContaining([
        'data-analyst-path',
        'new-manager-path',
        'digital-marketer-path',
        'pdpa-compliance-pack',
        'office-power-user',
        'python-certificate',
      ]),
    );
    const learner = await login(app(), DEMO.learner);
    await http().post('/api/certificatesapi/bundles').set(bearer(learner)).send(bundle('mine')).expect(403);
    await http().post('/api/certificatesapi/bundles/team-tools/unpublish').expect(401);
  });
});
