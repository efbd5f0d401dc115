import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminBannerListResponse, AdminChoiceListResponse, AuthResponse, BannerSearchResponse, ChoiceSearchResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const banner = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: { en: `Banner ${id}`, th: `แบนเนอร์ ${id}` },
  subtitle: { en: 'Sub', th: 'รอง' },
  linkUrl: '/category?categoryId=all-categories',
  order: 0,
  active: true,
  ...overrides,
});

describe.each(STORE_PROFILES)('storefront content API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let last: string | null = null;
  const after = () => (last ? `?after=${last}` : '');
  const author = async (path: string, body: object, method: 'post' | 'put' = 'post') => {
    const response = await http()[method](`/api/cmsapi/${path}`).set(bearer(admin)).send(body);
    if (response.status < 300) last = response.body.position ?? last;
    return response;
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });

  it('shows the seeded banners and shelves in order', async () => {
    const banners = (await http().post('/api/cmsapi/banner/search').send({}).expect(200)).body as BannerSearchResponse;
    expect(banners.data.map((b) => b.id)).toEqual(['learn-anywhere', 'certificates', 'for-business']);
    expect(banners.data[0]).toMatchObject({ titleTh: 'เรียนทักษะใหม่ได้ทุกที่', imageUrlEn: '/media/demo/banners/learn-anywhere.svg' });
    await http()
      .get('/media/demo/banners/learn-anywhere.svg')
      .expect(200)
      .expect('Content-Type', /image\/svg\+xml/);
    const choices = (await http().post('/api/cmsapi/choice/search').send({}).expect(200)).body as ChoiceSearchResponse;
    expect(choices.data.map((c) => c.id)).toEqual(['start-your-career', 'most-wanted-tech', 'under-600-baht']);
    expect(choices.data[1]?.courseIds[0]).toBe('python-for-beginners');
  });

  it('shows a banner only while active and inside its window', async () => {
    await author('banner', banner('now-showing')).then((r) => expect(r.status).toBe(201));
    await author('banner', banner('next-year', { startsAt: '2099-01-01T00:00:00.000Z' })).then((r) => expect(r.status).toBe(201));
    await author('banner', banner('expired', { endsAt: '2020-01-01T00:00:00.000Z' })).then((r) => expect(r.status).toBe(201));
    let ids = ((await http().post(`/api/cmsapi/banner/search${after()}`).send({}).expect(200)).body as BannerSearchResponse).data.map((b) => b.id);
    expect(ids[0]).toBe('now-showing');
    expect(ids).not.toEqual(expect.arrayContaining(['next-year']));
    expect(ids).not.toEqual(expect.arrayContaining(['expired']));
    await author('banner/now-showing', banner('now-showing', { active: false }), 'put').then((r) => expect(r.status).toBe(200));
    ids = ((await http().post(`/api/cmsapi/banner/search${after()}`).send({ take: 2 }).expect(200)).body as BannerSearchResponse).data.map((b) => b.id);
    expect(ids).toEqual(['learn-anywhere', 'certificates']);
  });

  it('refuses bad banners and shelves and changes nothing', async () => {
    const offsite = await author('banner', banner('offsite', { linkUrl: 'https://evil.example' }));
    expect(offsite.status).toBe(400);
    const window = await author('banner', banner('backwards', { startsAt: '2027-01-02T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' }));
    expect(window.body).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'endsAt' }] });
    const ghost = await author('choice', { id: 'ghost', title: { en: 'G', th: 'ก' }, courseIds: ['python-for-beginners', 'nope'], order: 9, active: true });
    expect(ghost.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'courseIds.1' }] });
    const empty = await author('choice', { id: 'ghost', title: { en: 'G', th: 'ก' }, courseIds: [], order: 9, active: true });
    expect(empty.body).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'courseIds', code: 'IS_NOT_EMPTY' }] });
    await author('choice/ghost', { id: 'ghost', title: { en: 'G', th: 'ก' }, courseIds: ['python-for-beginners'], order: 9, active: true }, 'put').then((r) =>
      expect(r.status).toBe(404),
    );
    await http().post('/api/cmsapi/banner/search').send({ take: 0 }).expect(400);
    const learner = await login(app(), DEMO.learner);
    await http().post('/api/cmsapi/banner').set(bearer(learner)).send(banner('mine')).expect(403);
    const choices = ((await http().post(`/api/cmsapi/choice/search${after()}`).send({}).expect(200)).body as ChoiceSearchResponse).data.map((c) => c.id);
    expect(choices).not.toContain('ghost');
  });
  it('lists every banner and shelf for catalogue managers, inactive ones and those outside their window too, in order', async () => {
    await author('banner', banner('admin-hidden', { order: 7, active: false, startsAt: '2099-01-01T00:00:00.000Z' })).then((r) => expect(r.status).toBe(201));
    const banners = (await http().get(`/api/cmsapi/banner/admin${after()}`).set(bearer(admin)).expect(200)).body as AdminBannerListResponse;
    expect(banners.totalCount).toBe(banners.data.length);
    expect(banners.data.map((b) => b.order)).toEqual([...banners.data.map((b) => b.order)].sort((a, b) => a - b));
    expect(banners.data.find((b) => b.id === 'admin-hidden')).toMatchObject({
      title: { en: 'Banner admin-hidden', th: 'แบนเนอร์ admin-hidden' },
      active: false,
      startsAt: '2099-01-01T00:00:00.000Z',
      endsAt: null,
      imageUrl: { en: null, th: null },
    });
    const shelves = (await http().get('/api/cmsapi/choice/admin').set(bearer(admin)).expect(200)).body as AdminChoiceListResponse;
    expect(shelves.data.slice(0, 3).map((c) => c.id)).toEqual(['start-your-career', 'most-wanted-tech', 'under-600-baht']);
    expect(shelves.data[0]).toMatchObject({ title: { en: 'Start your career', th: 'เริ่มต้นเส้นทางอาชีพ' }, order: 1, active: true });
    const learner = await login(app(), DEMO.learner);
    await http().get('/api/cmsapi/banner/admin').set(bearer(learner)).expect(403);
    await http().get('/api/cmsapi/choice/admin').expect(401);
  });
});
