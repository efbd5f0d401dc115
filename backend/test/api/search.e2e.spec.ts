import { describe, expect, it } from '@jest/globals';
import type { CategoryResponse, CommandAccepted, CourseSearchResponse, GlobalSuggestResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

describe.each(STORE_PROFILES)('search API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const suggest = async (text: string, after = '') =>
    (
      await http()
        .get(`/api/searchapi/suggest/global?search=${encodeURIComponent(text)}${after}`)
        .expect(200)
    ).body as GlobalSuggestResponse;
  const search = async (query: string) => (await http().get(`/api/searchapi/search/courses?${query}`).expect(200)).body as CourseSearchResponse;

  it('suggests in four groups for Thai text, whole and partial words', async () => {
    const groups = await suggest('การตลาด');
    expect(Object.keys(groups).sort()).toEqual(['bundleCertificate', 'category', 'course', 'instructor']);
    expect(groups.course.map((c) => c.id)).toContain('social-media-marketing');
    expect(groups.category.map((c) => c.fields.categoryId)).toContain('marketing');
    expect(groups.bundleCertificate.map((b) => b.id)).toContain('digital-marketer-path');
    expect(groups.course.length).toBeLessThanOrEqual(5);
    expect((await suggest('อังกฤ')).course.map((c) => c.id)).toEqual(expect.arrayContaining(['business-english-speaking', 'english-for-customer-service']));
    expect((await suggest('ภาษาอังกฤษ')).bundleCertificate.map((b) => b.id)).toContain('business-english-certificate');
  });

  it('forgives an English typo, ignores case, and puts title matches first', async () => {
    expect((await suggest('PYTON')).course[0]?.id).toBe('python-for-beginners');
    expect((await suggest('negotation')).course.map((c) => c.id)).toEqual(['negotiation-skills']);
    const excel = (await suggest('excel')).course.map((c) => c.id);
    expect(excel.slice(0, 3).sort()).toEqual(['excel-advanced-formulas', 'excel-essentials', 'excel-pivot-tables']);
    expect((await suggest('thanawat')).instructor.map((i) => i.id)).toEqual(['thanawat-srisuk']);
  });

  it('suggests nothing for empty or meaningless text', async () => {
    for (const text of ['', '   ', '???', 'zzqqxxyy']) {
      const groups = await suggest(text);
      expect(Object.values(groups).flat()).toEqual([]);
    }
    await http()
      .get(`/api/searchapi/suggest/global?search=${'a'.repeat(201)}`)
      .expect(400);
    await http().get('/api/searchapi/suggest/global').expect(200);
  });

  it('finds a course as soon as it is published and drops it when withdrawn', async () => {
    const admin = await login(app(), DEMO.admin);
    const draft = await http()
      .post('/api/coursesapi/course')
      .set(bearer(admin))
      .send({
        id: 'kombucha-brewing',
        title: { en: 'Kombucha Brewing', th: 'การหมักคอมบูชา' },
        description: { en: 'Ferment tea.', th: 'หมักชา' },
        categoryId: 'business',
        instructorId: 'kanya-thongdee',
        price: 0,
        curriculum: [
          {
            id: 's',
            title: { en: 'S', th: 'ส' },
            lessons: [{ id: 'l', kind: 'video', title: { en: 'V', th: 'ว' }, videoUrl: '/media/demo/welcome.mp4', durationSeconds: 8 }],
          },
        ],
      })
      .expect(201);
    expect((await suggest('kombucha', `&after=${draft.body.position}`)).course).toEqual([]);
    const published = await http().post('/api/coursesapi/course/kombucha-brewing/publish').set(bearer(admin)).expect(200);
    expect((await suggest('kombucha', `&after=${published.body.position}`)).course.map((c) => c.id)).toEqual(['kombucha-brewing']);
    const free = await search(`search=kombucha&free=true&after=${published.body.position}`);
    expect(free.data.map((c) => c.id)).toEqual(['kombucha-brewing']);
    const withdrawn = await http().post('/api/coursesapi/course/kombucha-brewing/unpublish').set(bearer(admin)).expect(200);
    expect((await suggest('kombucha', `&after=${withdrawn.body.position}`)).course).toEqual([]);
  });

  it('pages, filters and sorts the full results', async () => {
    const all = await search('search=excel&take=2');
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.data).toHaveLength(2);
    const second = await search('search=excel&take=2&skip=2');
    expect(second.data.map((c) => c.id)).not.toEqual(expect.arrayContaining(all.data.map((c) => c.id)));
    const cheap = await search('categoryId=compliance&maxPrice=500&sort=price-asc');
    expect(cheap.data.map((c) => c.price)).toEqual([390, 490]);
    const dear = await search('categoryId=compliance&minPrice=600&sort=price-desc');
    expect(dear.data.map((c) => c.price)).toEqual([990, 690]);
    const sub = await search('search=การตลาด&subCategoryId=marketing-digital');
    expect(sub.data.every((c) => c.courseMetadata.subCategoryId === 'marketing-digital')).toBe(true);
    const byJob = await search('jobFunctionId=information-technology&take=100');
    expect(byJob.data.every((c) => c.courseMetadata.jobTitle === 'information-technology')).toBe(true);
    expect((await search('search=zzqqxxyy')).totalCount).toBe(0);
  });

  it('lists the bundles the suggestions offer beside the courses, within the price filters, and none when narrowed to a category', async () => {
    const suggested = (await suggest('marketing')).bundleCertificate.map((b) => b.id);
    expect(suggested).toContain('digital-marketer-path');
    const results = await search('search=marketing');
    expect(results.bundles.map((b) => b.id)).toEqual(suggested);
    expect(results.bundles[0]).toMatchObject({ nameEn: 'Digital Marketing Certificate', nameTh: 'ประกาศนียบัตรการตลาดดิจิทัล' });
    expect((await search('search=การตลาด')).bundles.map((b) => b.id)).toContain('digital-marketer-path');
    expect((await search('search=marketing&free=true')).bundles).toEqual([]);
    expect((await search('search=marketing&categoryId=marketing')).bundles).toEqual([]);
    expect((await search('categoryId=marketing')).bundles).toEqual([]);
  });

  it('finds Thai sub-words inside compound titles in the results and the suggestions', async () => {
    for (const text of ['โซเชียล', 'มีเดีย']) {
      expect((await search(`search=${encodeURIComponent(text)}`)).data.map((c) => c.id)).toContain('social-media-marketing');
      expect((await suggest(text)).course.map((c) => c.id)).toContain('social-media-marketing');
    }
    expect((await search(`search=${encodeURIComponent('เครียด')}`)).data.map((c) => c.id)[0]).toBe('stress-and-resilience');
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const query of ['sort=cheapest', 'minPrice=-1', 'take=0', 'free=maybe', 'categoryId=../etc', 'skip=x', 'unknown=1']) {
      const response = await http().get(`/api/searchapi/search/courses?${query}`).set('Accept-Language', 'th');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
    }
  });

  const MARKETING = [
    'brand-building',
    'brand-storytelling',
    'content-writing',
    'digital-ads-that-convert',
    'seo-fundamentals',
    'social-media-marketing',
    'video-content-on-a-phone',
  ];

  it('finds every course of a category by its name in English and Thai, title matches first', async () => {
    for (const text of ['marketing', 'การตลาด']) {
      const found = await search(`search=${encodeURIComponent(text)}&take=100`);
      const ids = found.data.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining(MARKETING));
      const inTitle = found.data.map((c) => (text === 'marketing' ? c.courseMetadata.titleEn.toLowerCase() : c.courseMetadata.titleTh).includes(text));
      expect(inTitle[0]).toBe(true);
      expect(inTitle.indexOf(false)).toBeGreaterThan(0);
      expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    }
    expect((await suggest('marketing')).course.map((c) => c.id)).toContain('social-media-marketing');
  });

  it("finds an instructor's courses by the instructor's name, and a job title's courses by its name", async () => {
    const byName = await search('search=orawan&take=100');
    expect(byName.data.map((c) => c.id).sort()).toEqual([
      'canva-for-business',
      'design-thinking-workshop',
      'graphic-design-basics',
      'powerpoint-design',
      'usability-testing',
      'ux-design-fundamentals',
      'video-content-on-a-phone',
    ]);
    expect((await search(`search=${encodeURIComponent('อรวรรณ')}&take=100`)).totalCount).toBe(byName.totalCount);
    const byJobTitle = await search(`search=${encodeURIComponent('เทคโนโลยีสารสนเทศ')}&take=100`);
    expect(byJobTitle.data.map((c) => c.id)).toEqual(expect.arrayContaining(['python-for-beginners', 'ux-design-fundamentals', 'secure-coding']));
  });

  it('finds the courses of a renamed category by its new name, no longer by the old one', async () => {
    const compliance = ['anti-corruption', 'fire-safety-and-evacuation', 'pdpa-essentials', 'pdpa-for-hr', 'workplace-safety'];
    const rename = async (en: string, th: string) => {
      const admin = await login(app(), DEMO.admin);
      const current = (await http().get('/api/coursesapi/category/compliance').expect(200)).body as CategoryResponse;
      const subCategories = current.subCategories.map((sub) => ({ id: sub.id, name: { en: sub.nameEn, th: sub.nameTh } }));
      const body = {
        id: current.id,
        code: current.code,
        name: { en, th },
        subCategories,
        ...(current.categoryImageUrl ? { imageUrl: current.categoryImageUrl } : {}),
      };
      return (await http().put('/api/coursesapi/category/compliance').set(bearer(admin)).send(body).expect(200)).body as CommandAccepted;
    };
    const ids = async (text: string, after = '') => (await search(`search=${encodeURIComponent(text)}&take=100${after}`)).data.map((c) => c.id).sort();
    expect(await ids('compliance')).toEqual(compliance);
    const renamed = await rename('Regulation', 'ระเบียบข้อบังคับ');
    expect(await ids('regulation', `&after=${renamed.position}`)).toEqual(compliance);
    expect(await ids('ระเบียบข้อบังคับ')).toEqual(compliance);
    expect(await ids('compliance')).toEqual([]);
    const back = await rename('Law and Compliance', 'กฎหมายและการกำกับดูแล');
    expect(await ids('compliance', `&after=${back.position}`)).toEqual(compliance);
  });
});
