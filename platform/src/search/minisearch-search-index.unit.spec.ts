import { beforeEach, describe, expect, it } from '@jest/globals';
import { MiniSearchIndex } from './minisearch-search-index.js';
import type { SearchEntry } from './search-index.port.js';

const course = (refId: string, title: [string, string], text: [string, string] = ['', ''], visible = true): SearchEntry => ({
  id: `course:${refId}`,
  kind: 'course',
  refId,
  visible,
  title: { en: title[0], th: title[1] },
  text: { en: text[0], th: text[1] },
  fields: { refId },
});

describe('MiniSearch search index', () => {
  let index: MiniSearchIndex;
  const found = async (text: string, kinds?: string[]) => (await index.search(text, { kinds })).map((h) => h.entry.refId);

  beforeEach(async () => {
    index = new MiniSearchIndex();
    await index.upsert(course('digital-marketing', ['Digital Marketing', 'การตลาดดิจิทัล'], ['Ads and social media.', 'โฆษณาและโซเชียลมีเดีย']));
    await index.upsert(course('python', ['Python for Beginners', 'การเขียนโปรแกรม Python สำหรับผู้เริ่มต้น'], ['Variables and loops.', 'ตัวแปรและลูป']));
    await index.upsert(course('business-english', ['Business English: Speaking', 'ภาษาอังกฤษเพื่อธุรกิจ: การพูด'], ['Meetings and calls.', 'การประชุมและการโทร']));
    await index.upsert(course('data-stories', ['Presenting Data on Slides', 'นำเสนอข้อมูลบนสไลด์'], ['Charts for marketing teams.', 'กราฟสำหรับทีมการตลาด']));
    await index.upsert(course('cafe', ['Café Management', 'การบริหารร้านกาแฟ']));
    await index.upsert({ ...course('kanya', ['Kanya Thongdee', 'กันยา ทองดี']), id: 'instructor:kanya', kind: 'instructor' });
  });

  it('finds Thai words inside unspaced Thai text', async () => {
    expect(await found('ตลาด')).toEqual(expect.arrayContaining(['digital-marketing']));
    expect(await found('ภาษาอังกฤษ')).toEqual(['business-english']);
    expect(await found('โปรแกรม')).toEqual(['python']);
  });

  it('finds Thai sub-words that the segmenter keeps inside a compound or splits wrongly, titles first', async () => {
    await index.upsert(course('social', ['Social Media Marketing', 'การตลาดผ่านโซเชียลมีเดีย']));
    await index.upsert(course('stress', ['Managing Stress', 'การจัดการความเครียดและสร้างความยืดหยุ่นทางใจ']));
    await index.upsert(course('forklift', ['Forklifts for Warehouse Teams', 'รถยกสำหรับทีมคลังสินค้า']));
    expect(await found('โซเชียล')).toEqual(['social']);
    expect(await found('มีเดีย')).toEqual(['social']);
    expect(await found('เครียด')).toEqual(['stress']);
    expect(await found('ยืดหยุ่น')).toEqual(['stress']);
    expect(await found('รถยก')).toEqual(['forklift']);
    expect(await found('คลังสินค้า')).toEqual(['forklift']);
  });

  it('does not start a Thai sub-word inside a syllable', async () => {
    await index.upsert(course('stress', ['Managing Stress', 'ความเครียด']));
    expect(await found('ครียด')).toEqual([]);
  });

  it('finds a Thai word the user has not finished typing', async () => {
    expect(await found('อังกฤ')).toEqual(['business-english']);
    expect(await found('โปรแก')).toEqual(['python']);
  });

  it('needs every word, so a common Thai word alone does not decide', async () => {
    expect(await found('การตลาด')).toEqual(['digital-marketing', 'data-stories']);
    expect(await found('การบริหาร')).toEqual(['cafe']);
  });

  it('forgives one typo in English, ignores case and accents, and takes prefixes', async () => {
    expect(await found('pyton')).toEqual(['python']);
    expect(await found('pythons')).toEqual(['python']);
    expect(await found('MARKETNG')).toEqual(['digital-marketing', 'data-stories']);
    expect(await found('cafe')).toEqual(['cafe']);
    expect(await found('busin eng')).toEqual(['business-english']);
    expect(await found('xylophone')).toEqual([]);
  });

  it('ranks a title match before a description match', async () => {
    expect(await found('marketing')).toEqual(['digital-marketing', 'data-stories']);
    const [title, description] = await index.search('marketing');
    expect(title?.inTitle).toBe(true);
    expect(description?.inTitle).toBe(false);
  });

  it('puts the words as typed, together, before the same words apart, and an exact title first', async () => {
    await index.upsert(course('competitors', ['Competitive Analysis for Thai Markets', 'การวิเคราะห์คู่แข่งสำหรับตลาดไทย']));
    await index.upsert({ ...course('marketing', ['Marketing', 'การตลาด']), id: 'category:marketing', kind: 'category' });
    expect((await found('การตลาด')).slice(0, 2)).toEqual(['marketing', 'digital-marketing']);
    expect(await found('การตลาด')).toContain('competitors');
    expect((await found('การตลาด')).indexOf('competitors')).toBeGreaterThan((await found('การตลาด')).indexOf('digital-marketing'));
  });

  it('finds nothing for empty text or punctuation alone', async () => {
    expect(await found('')).toEqual([]);
    expect(await found('   ')).toEqual([]);
    expect(await found('?!')).toEqual([]);
  });

  it('narrows by kind, hides invisible entries, and follows replacements and removals', async () => {
    expect(await found('kanya')).toEqual(['kanya']);
    expect(await found('kanya', ['course'])).toEqual([]);
    await index.upsert(course('python', ['Python for Beginners', 'Python'], ['', ''], false));
    expect(await found('python')).toEqual([]);
    await index.upsert(course('python', ['Python Basics', 'พื้นฐาน Python']));
    expect(await found('basics')).toEqual(['python']);
    expect(await found('beginners')).toEqual([]);
    await index.remove('course:python');
    expect(await found('python')).toEqual([]);
    expect(await index.get('course:python')).toBeNull();
  });

  describe('with the names of the entries a course refs', () => {
    const named = (id: string, en: string, th: string, visible = true): SearchEntry => ({
      ...course(id, [en, th]),
      id,
      kind: id.slice(0, id.indexOf(':')),
      visible,
    });
    const seo = {
      ...course('seo', ['SEO Fundamentals', 'พื้นฐาน SEO'], ['Be found on search engines.', 'ให้ลูกค้าค้นเจอ']),
      refs: ['category:mkt', 'job:pr', 'instructor:pim'],
    };

    it('finds a course by its category, job function or instructor, after title matches and before descriptions', async () => {
      await index.upsert(seo);
      for (const entry of [
        named('category:mkt', 'Marketing', 'การตลาด'),
        named('job:pr', 'Public Relations', 'ประชาสัมพันธ์', false),
        named('instructor:pim', 'Pimchanok Wong', 'พิมพ์ชนก วงศ์'),
      ])
        await index.upsert(entry);
      expect(await found('marketing', ['course'])).toEqual(['digital-marketing', 'seo', 'data-stories']);
      const [, byCategory] = await index.search('marketing', { kinds: ['course'] });
      expect(byCategory).toMatchObject({ inTitle: false, inRefs: true });
      expect(await found('การตลาด', ['course'])).toEqual(['digital-marketing', 'seo', 'data-stories']);
      expect(await found('public relations')).toEqual(['seo']);
      expect(await found('pimchanok', ['course'])).toEqual(['seo']);
      expect(await found('พิมพ์ชนก', ['course'])).toEqual(['seo']);
    });

    it('follows a renamed or removed name, whichever came first', async () => {
      await index.upsert(named('category:mkt', 'Marketing', 'การตลาด'));
      await index.upsert(seo);
      await index.upsert(named('category:mkt', 'Growth', 'การเติบโต'));
      expect(await found('growth', ['course'])).toEqual(['seo']);
      expect(await found('การเติบโต', ['course'])).toEqual(['seo']);
      expect(await found('marketing', ['course'])).toEqual(['digital-marketing', 'data-stories']);
      await index.remove('category:mkt');
      expect(await found('growth')).toEqual([]);
      await index.upsert({ ...seo, refs: [] });
      await index.upsert(named('category:mkt', 'Growth', 'การเติบโต'));
      expect(await found('growth', ['course'])).toEqual([]);
    });

    it('gives back the same names from a snapshot of its entries', async () => {
      await index.upsert(seo);
      await index.upsert(named('instructor:pim', 'Pimchanok Wong', 'พิมพ์ชนก วงศ์'));
      const copy = new MiniSearchIndex();
      copy.importEntries(index.exportEntries());
      expect((await copy.search('pimchanok', { kinds: ['course'] })).map((h) => h.entry.refId)).toEqual(['seo']);
      await copy.upsert(named('instructor:pim', 'Pim Wong', 'พิม วงศ์'));
      expect((await copy.search('pimchanok', { kinds: ['course'] })).map((h) => h.entry.refId)).toEqual([]);
    });
  });
});
