import { describe, expect, it } from '@jest/globals';
import type { BundleEvent, CategoryEvent, CourseEvent, DomainEvent, InstructorEvent } from '@khru/contracts';
import { MiniSearchIndex } from '@khru/platform';
import { SearchIndexRunner } from '../runner/search-index-runner.js';
import { recorded } from '../testing/recorded.js';
import { catalogueSearchProjection } from './catalogue-search.projection.js';

const course = (courseId: string, en: string, th: string): CourseEvent => ({
  type: 'CourseDrafted',
  data: {
    courseId,
    title: { en, th },
    description: { en: 'About it', th: 'เกี่ยวกับ' },
    thumbnailUrl: null,
    categoryId: 'tech',
    subCategoryId: 'tech-data',
    jobFunctionId: null,
    instructorId: 'kanya',
    price: 990,
    curriculum: [],
  },
});
const category: CategoryEvent = {
  type: 'CategoryDefined',
  data: {
    categoryId: 'tech',
    code: 'TECH',
    name: { en: 'Technology', th: 'เทคโนโลยี' },
    imageUrl: null,
    subCategories: [{ id: 'tech-data', name: { en: 'Data', th: 'ข้อมูล' } }],
  },
};
const instructor: InstructorEvent = {
  type: 'InstructorRegistered',
  data: {
    instructorId: 'kanya',
    firstName: 'Kanya',
    lastName: 'Thongdee',
    firstNameTh: 'กันยา',
    lastNameTh: 'ทองดี',
    profileImageUrl: null,
    headline: { en: 'Data coach', th: 'โค้ชข้อมูล' },
    bio: { en: '', th: '' },
    userId: null,
  },
};
const bundle: BundleEvent = {
  type: 'BundleDefined',
  data: {
    bundleId: 'data-path',
    name: { en: 'Data Certificate', th: 'ประกาศนียบัตรข้อมูล' },
    description: { en: '', th: '' },
    thumbnailUrl: { en: null, th: null },
    isSingleCertificate: false,
    courseIds: ['sql', 'excel'],
    price: 1,
  },
};

async function indexOf(events: DomainEvent[], twice = false) {
  const index = new MiniSearchIndex();
  const runner = new SearchIndexRunner({ feed: null as never, index, projections: [catalogueSearchProjection] });
  const all = events.map((e) => recorded(e));
  for (const event of twice ? [...all, ...all] : all) await runner.handle(event);
  return { index, found: async (text: string) => (await index.search(text)).map((h) => h.entry.id) };
}

describe('catalogue search projection', () => {
  it('finds a course only once published, and no longer once withdrawn', async () => {
    const drafted = course('sql', 'SQL for Analysts', 'SQL สำหรับนักวิเคราะห์');
    expect(await (await indexOf([drafted])).found('analysts')).toEqual([]);
    const published: CourseEvent = { type: 'CoursePublished', data: { courseId: 'sql', at: 'x' } };
    expect(await (await indexOf([drafted, published])).found('นักวิเคราะห์')).toEqual(['course:sql']);
    expect(await (await indexOf([drafted, published, { type: 'CourseUnpublished', data: { courseId: 'sql', at: 'y' } }])).found('analysts')).toEqual([]);
  });

  it('follows a revised title and keeps the course published', async () => {
    const {
      price: _price,
      curriculum: _curriculum,
      ...details
    } = (course('sql', 'SQL Basics', 'พื้นฐาน SQL') as Extract<CourseEvent, { type: 'CourseDrafted' }>).data;
    const revised: CourseEvent = { type: 'CourseDetailsRevised', data: details };
    const { found } = await indexOf([course('sql', 'SQL for Analysts', 'x'), { type: 'CoursePublished', data: { courseId: 'sql', at: 'x' } }, revised]);
    expect(await found('basics')).toEqual(['course:sql']);
    expect(await found('analysts')).toEqual([]);
  });

  it('indexes categories with each sub-category, instructors, and published bundles', async () => {
    const { found, index } = await indexOf([category, instructor, bundle, { type: 'BundlePublished', data: { bundleId: 'data-path', at: 'x' } }]);
    expect((await found('เทคโน'))[0]).toBe('category:tech');
    expect(await found('ข้อมูล')).toEqual(expect.arrayContaining(['category:tech/tech-data', 'instructor:kanya', 'bundleCertificate:data-path']));
    expect((await index.get('category:tech/tech-data'))?.fields).toEqual({ categoryId: 'tech', subCategoryId: 'tech-data', imageUrl: null });
    expect(await found('thongde')).toEqual(['instructor:kanya']);
  });

  it('follows a renamed sub-category and a changed category picture', async () => {
    const subRenamed: CategoryEvent = {
      type: 'SubCategoryRenamed',
      data: { categoryId: 'tech', subCategory: { id: 'tech-data', name: { en: 'Analytics', th: 'การวิเคราะห์' } } },
    };
    const pictured: CategoryEvent = { type: 'CategoryImageChanged', data: { categoryId: 'tech', imageUrl: '/api/files/images/tech.webp' } };
    const { found, index } = await indexOf([category, subRenamed, pictured]);
    expect(await found('การวิเคราะห์')).toEqual(['category:tech/tech-data']);
    expect(await found('ข้อมูล')).toEqual([]);
    expect((await index.get('category:tech'))?.fields).toMatchObject({ imageUrl: '/api/files/images/tech.webp' });
  });

  it('indexes items recorded before their texts were required, with empty texts', async () => {
    const { title: _title, description: _description, ...untitled } = (course('old', 'x', 'x') as Extract<CourseEvent, { type: 'CourseDrafted' }>).data;
    const { headline: _headline, ...noHeadline } = instructor.data;
    const { name: _name, description: _bundleDescription, ...unnamed } = (bundle as Extract<BundleEvent, { type: 'BundleDefined' }>).data;
    const partial = [
      { type: 'CourseDrafted', data: untitled },
      { type: 'InstructorRegistered', data: noHeadline },
      { type: 'BundleDefined', data: unnamed },
    ] as unknown as DomainEvent[];
    const { found, index } = await indexOf(partial);
    expect(await found('thongdee')).toEqual(['instructor:kanya']);
    expect((await index.get('course:old'))?.title).toEqual({ en: '', th: '' });
    expect((await index.get('bundleCertificate:data-path'))?.text).toEqual({ en: '', th: '' });
  });

  it('gives the same index when every event is applied twice', async () => {
    const events = [
      category,
      instructor,
      course('sql', 'SQL for Analysts', 'SQL'),
      { type: 'CoursePublished', data: { courseId: 'sql', at: 'x' } } as CourseEvent,
    ];
    const once = await indexOf(events);
    const twice = await indexOf(events, true);
    for (const text of ['sql', 'data', 'kanya', 'technology']) {
      const expected = await once.found(text);
      expect(expected.length).toBeGreaterThan(0);
      expect(await twice.found(text)).toEqual(expected);
    }
  });

  it('finds a course by the names of its category, sub-category, job function and instructor, as they are renamed', async () => {
    const jobFunction: DomainEvent = {
      type: 'JobFunctionDefined',
      data: { jobFunctionId: 'analyst', name: { en: 'Business Analyst', th: 'นักวิเคราะห์ธุรกิจ' }, subFunctions: [], order: 1 },
    };
    const sql = course('sql', 'Queries', 'คิวรี');
    (sql.data as { jobFunctionId: string | null }).jobFunctionId = 'analyst';
    const published: CourseEvent = { type: 'CoursePublished', data: { courseId: 'sql', at: 'x' } };
    const renamed: CategoryEvent = { type: 'CategoryRenamed', data: { categoryId: 'tech', name: { en: 'Engineering', th: 'วิศวกรรม' } } };
    const { index } = await indexOf([sql, published, category, instructor, jobFunction, renamed]);
    const courses = async (text: string) => (await index.search(text, { kinds: ['course'] })).map((h) => h.entry.id);
    for (const text of ['engineering', 'วิศวกรรม', 'data', 'ข้อมูล', 'business analyst', 'นักวิเคราะห์ธุรกิจ', 'kanya', 'ทองดี'])
      expect(await courses(text)).toEqual(['course:sql']);
    expect(await courses('technology')).toEqual([]);
    expect(await index.search('analyst', { kinds: ['jobFunction'] })).toEqual([]);
  });
});
