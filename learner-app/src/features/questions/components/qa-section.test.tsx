import type { QaStanding, QuestionResponse, ReplyResponse } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { QaSection } from './qa-section';

const author = (name: string) => ({ id: name, name, profileImageUrl: null });
const question = (id: string, text: string, extra: Partial<QuestionResponse> = {}): QuestionResponse => ({
  id,
  courseId: 'sql',
  lessonId: null,
  text,
  status: 'published',
  version: 1,
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
  author: author('Somsri Jaidee'),
  replyCount: 0,
  mine: false,
  ...extra,
});
const reply: ReplyResponse = {
  id: 'r1',
  questionId: 'q1',
  courseId: 'sql',
  text: 'Use COUNT(DISTINCT …)',
  status: 'published',
  version: 1,
  created: '2026-11-02T00:00:00.000Z',
  updated: '2026-11-02T00:00:00.000Z',
  author: author('Kanya Thongdee'),
  authorRole: 'instructor',
  mine: false,
};

/** A server holding the course's questions (newest first) and one reply, answering pages as the API does. */
function serveQa(all: QuestionResponse[], standing: QaStanding = 'learner'): StubbedCall[] {
  const questions = [...all];
  let calls: StubbedCall[] = [];
  calls = stubApi((method, path) => {
    const body = calls.at(-1)?.body as Record<string, unknown> | null;
    if (path.startsWith('cmsapi/courses/sql/questions/list')) {
      return [200, { data: questions.slice(0, Number(body?.take ?? 3)), totalCount: questions.length, standing }];
    }
    if (method === 'POST' && path === 'cmsapi/courses/sql/questions') {
      questions.unshift(question('new', String(body!.text), { status: 'pending', mine: true, author: author('Ploy Srisuk') }));
      return [201, { id: 'new', position: '7' }];
    }
    if (path === 'cmsapi/courses/sql/replies/list') return [200, { data: [reply], totalCount: 1, standing }];
    if (path.startsWith('searchapi/search/cms-qas')) return [200, { data: questions.filter((q) => q.text.includes('ลูกค้า')), totalCount: 1, standing }];
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Questions and answers' });

describe('the questions and answers section', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows 3 questions, then 3 more per "see more", the text as text', async () => {
    const calls = serveQa(Array.from({ length: 5 }, (_, i) => question(`q${i}`, `<b>Question ${i}</b>`)));
    renderAt(<QaSection courseId="sql" />);
    const qa = await section();
    expect(await within(qa).findAllByRole('listitem')).toHaveLength(3);
    expect(within(qa).getByText('<b>Question 0</b>')).toBeInTheDocument();
    expect(qa.querySelector('b')).toBeNull();
    fireEvent.click(within(qa).getByRole('button', { name: 'See more questions' }));
    expect(await within(qa).findByText('<b>Question 4</b>')).toBeInTheDocument();
    expect(within(qa).queryByRole('button', { name: 'See more questions' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('cmsapi/courses/sql/questions/list')).map((c) => c.body)).toEqual([
      { requireTotalCount: true, skip: 0, take: 3 },
      { requireTotalCount: true, skip: 0, take: 6 },
    ]);
  });

  it('asks a question, which then shows to its author as pending review', async () => {
    serveQa([]);
    renderAt(<QaSection courseId="sql" />);
    const qa = await section();
    await within(qa).findByText('No questions yet. Be the first to ask.');
    fireEvent.change(within(qa).getByLabelText('Ask a question about this course'), { target: { value: '  Is there a dataset?  ' } });
    fireEvent.click(within(qa).getByRole('button', { name: 'Ask question' }));
    const asked = (await within(qa).findByText('Is there a dataset?', { selector: 'p' })).closest('li')!;
    expect(within(asked).getByText('Pending review')).toBeInTheDocument();
    expect(within(asked).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("opens a question's replies with the instructor marked, and lets a holder who has not started only read", async () => {
    serveQa([question('q1', 'How do I count customers?', { replyCount: 1 })], 'notStarted');
    renderAt(<QaSection courseId="sql" />);
    const qa = await section();
    expect(await within(qa).findByText('Start the course to ask questions and reply to them.')).toBeInTheDocument();
    expect(within(qa).queryByLabelText('Ask a question about this course')).toBeNull();
    fireEvent.click(within(qa).getByRole('button', { name: '1 reply' }));
    const answer = (await within(qa).findByText('Use COUNT(DISTINCT …)')).closest('li')!;
    expect(within(answer).getByText('Instructor')).toBeInTheDocument();
    expect(within(qa).queryByLabelText('Your reply')).toBeNull();
  });

  it('searches the published questions in Thai', async () => {
    const calls = serveQa([question('q1', 'ควรใช้การตลาดกับลูกค้ากลุ่มไหน'), question('q2', 'Other')]);
    renderAt(<QaSection courseId="sql" />);
    const qa = await section();
    fireEvent.change(await within(qa).findByLabelText('Search questions'), { target: { value: 'ลูกค้า' } });
    // The search answers after the typing pauses: then only the match is listed.
    await waitFor(
      () => {
        expect(within(qa).queryByText('Other')).toBeNull();
        expect(within(qa).getByText('ควรใช้การตลาดกับลูกค้ากลุ่มไหน', { selector: 'p' })).toBeInTheDocument();
      },
      { timeout: 3000 },
    );
    expect(calls.some((c) => c.path === `searchapi/search/cms-qas?courseId=sql&search=${encodeURIComponent('ลูกค้า')}&skip=0&take=3`)).toBe(true);
  });
});
