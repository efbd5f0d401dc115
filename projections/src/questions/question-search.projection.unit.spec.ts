import { describe, expect, it } from '@jest/globals';
import type { DomainEvent, QuestionEvent } from '@khru/contracts';
import { MiniSearchIndex } from '@khru/platform';
import { SearchIndexRunner } from '../runner/search-index-runner.js';
import { recorded } from '../testing/recorded.js';
import { questionSearchProjection } from './question-search.projection.js';

const ids = { questionId: 'q1', courseId: 'sql-for-analysts', userId: 'ann' };
const asked: QuestionEvent = {
  type: 'QuestionAsked',
  data: { ...ids, lessonId: null, text: 'ควรใช้การตลาดออนไลน์กับลูกค้ากลุ่มไหนดีครับ', version: 1, at: 'x' },
};
const published: QuestionEvent = { type: 'QuestionPublished', data: { ...ids, version: 1, moderatorId: 'admin', at: 'y' } };

async function indexOf(events: DomainEvent[]) {
  const index = new MiniSearchIndex();
  const runner = new SearchIndexRunner({ feed: null as never, index, projections: [questionSearchProjection] });
  for (const event of events) await runner.handle(recorded(event));
  return { index, found: async (text: string) => (await index.search(text, { kinds: ['question'] })).map((h) => h.entry.id) };
}

describe('question search projection', () => {
  it('finds a question by a Thai word inside its sentence only once published, with its course', async () => {
    expect(await (await indexOf([asked])).found('ลูกค้า')).toEqual([]);
    const { found, index } = await indexOf([asked, published]);
    expect(await found('ลูกค้า')).toEqual(['question:q1']);
    expect(await found('ตลาด')).toEqual(['question:q1']);
    expect((await index.get('question:q1'))?.fields).toEqual({ courseId: 'sql-for-analysts' });
  });

  it('hides an edited question until published again, with its new words, and forgets a deleted one', async () => {
    const edited: QuestionEvent = { type: 'QuestionEdited', data: { ...ids, text: 'How do outer joins work?', version: 2, at: 'z' } };
    expect(await (await indexOf([asked, published, edited])).found('joins')).toEqual([]);
    const { found } = await indexOf([asked, published, edited, { ...published, data: { ...published.data, version: 2 } }]);
    expect(await found('joins')).toEqual(['question:q1']);
    expect(await found('ลูกค้า')).toEqual([]);
    const { index } = await indexOf([asked, published, { type: 'QuestionDeleted', data: { ...ids, at: 'z' } }]);
    expect(await index.get('question:q1')).toBeNull();
  });
});
