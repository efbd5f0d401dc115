import type { TestAnswerRequestBody, TestAttemptSummary, TestAttemptView, TestInfoResponse, TestInformation, TestOutcome } from '@khru/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../testing/render-at';
import { TestPageRoute } from './test-page';

const START = '2026-05-01T03:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();

const information: TestInformation = {
  courseId: 'sql',
  courseTitleEn: 'SQL basics',
  courseTitleTh: 'พื้นฐาน SQL',
  informationEn: 'Three questions on querying data.',
  informationTh: 'คำถามสามข้อเรื่องการค้นข้อมูล',
  passMarkPercent: 90,
  timeLimitMinutes: 30,
  retryWaitDays: 1,
  questionCount: 3,
};
const option = (id: string, en: string) => ({ id, textEn: en, textTh: `${en} (ไทย)` });
const questions: TestAttemptView['questions'] = [
  { id: 'q1', textEn: 'Which clause filters rows?', textTh: 'คำสั่งใดใช้กรองแถว', options: [option('a', 'ORDER BY'), option('b', 'WHERE')] },
  { id: 'q2', textEn: 'Which function counts rows?', textTh: 'ฟังก์ชันใดนับแถว', options: [option('a', 'COUNT'), option('b', 'UPPER')] },
  { id: 'q3', textEn: 'Which keyword removes duplicates?', textTh: 'คำใดตัดแถวซ้ำ', options: [option('a', 'DISTINCT'), option('b', 'LIMIT')] },
];
const attempt = (over: Partial<TestAttemptView> = {}): TestAttemptView => ({
  id: 'a1',
  courseId: 'sql',
  lang: 'en',
  startedAt: START,
  deadlineAt: at(30 * 60),
  serverNow: START,
  questions,
  answeredQuestionIds: [],
  ...over,
});
const summary = (over: Partial<TestAttemptSummary> = {}): TestAttemptSummary => ({
  id: 'a1',
  startedAt: START,
  finishedAt: at(600),
  correctCount: 3,
  total: 3,
  scorePercent: 100,
  passMarkPercent: 90,
  passed: true,
  reason: 'submitted',
  ...over,
});
const info = (outcome: TestOutcome, over: Partial<TestInfoResponse> = {}): TestInfoResponse => ({
  information,
  currentTest: null,
  lastAttemptDateTime: null,
  pastAttempts: [],
  outcome,
  retryAt: null,
  certificateId: null,
  serverNow: new Date().toISOString(),
  ...over,
});
const refused = (status: number, code: string, message: string): [number, unknown] => [status, { statusCode: status, code, message }];

interface Server {
  /** The info the next GET answers. */
  info: TestInfoResponse;
  start?: () => [number, unknown];
  answer?: (body: TestAnswerRequestBody) => [number, unknown];
}

/** The test API as the server answers it; the test changes `server.info` as the server's state moves on. */
function serve(server: Server): StubbedCall[] {
  let calls: StubbedCall[] = [];
  calls = stubApi((method, path) => {
    if (method === 'GET' && path.split('?')[0] === 'testapi/test/sql/info') return [200, server.info];
    if (method === 'POST' && /^testapi\/test\/sql\/(en|th)$/.test(path)) return server.start?.() ?? [201, attempt()];
    if (method === 'POST' && path === 'testapi/test/a1') return server.answer!(calls.at(-1)!.body as TestAnswerRequestBody);
    return refused(404, 'NOT_FOUND', 'Not found');
  });
  return calls;
}

const openPage = () => renderAt(<TestPageRoute />, { path: '/test/:id', entry: '/test/sql' });
const runner = () => screen.getByRole('region', { name: 'Test questions' });
const press = async (name: RegExp | string) => fireEvent.click(await screen.findByRole('button', { name }));
const answers = (calls: StubbedCall[]) => calls.filter((c) => c.path === 'testapi/test/a1').map((c) => c.body);

describe('the final test page', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows the rules and sends a learner who has not finished the course back to it', async () => {
    serve({ info: info('incompleteCourse') });
    openPage();
    expect(await screen.findByRole('heading', { name: 'SQL basics', level: 1 })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'About this test' });
    expect(rules).toHaveTextContent('Three questions on querying data.');
    const fact = (name: string) => within(rules).getByText(name).nextElementSibling?.textContent;
    expect(fact('Questions')).toBe('3 questions');
    expect(fact('Pass mark')).toBe('90%');
    expect(fact('Time limit')).toBe('30 minutes');
    expect(fact('Wait before a retry')).toBe('1 day');
    const outcome = screen.getByRole('region', { name: 'Finish the course first' });
    expect(outcome).toHaveTextContent('Finish all lessons and resources first');
    expect(within(outcome).getByRole('link', { name: 'Continue the course' })).toHaveAttribute('href', '/courses-learning/sql');
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });

  it('starts after stating the rules, saves each answer once, moves between questions and submits the last with isEnd', async () => {
    const server: Server = {
      info: info('ready'),
      answer: (body) =>
        body.isEnd
          ? [201, { attemptId: 'a1', answeredCount: 3, total: 3, finished: true, result: summary(), position: '42' }]
          : [201, { attemptId: 'a1', answeredCount: 1, total: 3, finished: false, result: null, position: '41' }],
    };
    const calls = serve(server);
    openPage();
    await press('Start the test');
    const dialog = screen.getByRole('dialog', { name: 'Before you start' });
    expect(dialog).toHaveTextContent('You need 90% to pass.');
    expect(dialog).toHaveTextContent('You have 30 minutes.');
    expect(dialog).toHaveTextContent('try again after 1 day');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start now' }));

    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'testapi/test/sql/en')).toBe(true);
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.getByRole('heading', { name: 'Which clause filters rows?' })).toHaveFocus();
    const save = () => within(runner()).getByRole('button', { name: 'Save answer' });
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('WHERE'));
    fireEvent.click(save());

    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(answers(calls)).toEqual([{ questionId: 'q1', optionId: 'b', isEnd: false }]);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByText('Answered 1 of 3')).toBeInTheDocument();

    // Back to the first question: its answer is final, shown but no longer changeable.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Your answer is saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('WHERE')).toBeChecked();
    expect(screen.getByLabelText('ORDER BY')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.click(screen.getByLabelText('COUNT'));
    fireEvent.click(save());
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    server.info = info('passed', { pastAttempts: [summary()], certificateId: 'c1' });
    fireEvent.click(screen.getByLabelText('DISTINCT'));
    fireEvent.click(within(runner()).getByRole('button', { name: 'Save answer and submit the test' }));

    expect(await screen.findByRole('heading', { name: 'You passed!' })).toHaveFocus();
    expect(answers(calls).at(-1)).toEqual({ questionId: 'q3', optionId: 'a', isEnd: true });
    // The result shows the score; the outcome below it does not repeat it.
    expect(await screen.findByRole('region', { name: 'Certificate earned' })).not.toHaveTextContent('You passed with');
    expect(screen.getByRole('button', { name: 'Download your certificate' })).toBeInTheDocument();
    // The info is read again as of the finishing answer, so it already holds the pass.
    expect(calls.some((c) => c.method === 'GET' && c.path === 'testapi/test/sql/info?after=42')).toBe(true);
  });

  it('submits early with the chosen answer after warning about the unanswered questions, then says when the retry opens', async () => {
    const failed = summary({ correctCount: 1, scorePercent: 33, passed: false });
    const server: Server = {
      info: info('ready'),
      answer: () => [201, { attemptId: 'a1', answeredCount: 1, total: 3, finished: true, result: failed, position: '7' }],
    };
    const calls = serve(server);
    openPage();
    await press('Start the test');
    await press('Start now');
    fireEvent.click(await screen.findByLabelText('WHERE'));
    server.info = info('notPassed', { pastAttempts: [failed], retryAt: at(86_400) });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the test now' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(dialog).toHaveTextContent('2 questions will stay unanswered and count as wrong.');
    expect(dialog).toHaveTextContent('Your chosen answer to question 1 is saved with it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the test' }));

    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeInTheDocument();
    expect(answers(calls)).toEqual([{ questionId: 'q1', optionId: 'b', isEnd: true }]);
    const outcome = await screen.findByRole('region', { name: 'Not passed' });
    expect(screen.getByText('1 of 3 correct. The pass mark is 90%.')).toBeInTheDocument();
    expect(outcome).toHaveTextContent('You can try again from 2 May 2026, 10:00.');
  });

  it('will not submit early before an answer is chosen to carry the submission', async () => {
    serve({ info: info('ready'), answer: () => [500, null] });
    openPage();
    await press('Start the test');
    await press('Start now');
    await press('Submit the test now');
    const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(dialog).toHaveTextContent('3 questions will stay unanswered');
    expect(dialog).toHaveTextContent('first choose an answer');
    expect(within(dialog).getByRole('button', { name: 'Submit the test' })).toBeDisabled();
  });

  it('resumes an open attempt against the server clock; when the time runs out it waits for the server to finish it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
    // The browser's clock is hours off; the attempt has 90 seconds left by the server's.
    const open = attempt({ serverNow: at(30 * 60 - 90), answeredQuestionIds: ['q2'] });
    const timedOut = summary({ correctCount: 1, scorePercent: 33, passed: false, reason: 'timeUp' });
    const server: Server = { info: info('inProgress', { currentTest: open }) };
    const calls = serve(server);
    openPage();
    await press('Resume the test');
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(screen.getByText('1 minute left.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Time is up. Your saved answers are being marked…');

    // The server's deadline poller finishes the attempt a moment later; the page asks until it has.
    const asked = calls.filter((c) => c.path === 'testapi/test/sql/info').length;
    server.info = info('notPassed', { pastAttempts: [timedOut], retryAt: at(86_400 + 1800) });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls.filter((c) => c.path === 'testapi/test/sql/info').length).toBeGreaterThan(asked);
    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeInTheDocument();
    expect(screen.getByText('The time ran out before you submitted.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Time is up.');
  });

  it('hands over when the server says the time is up', async () => {
    const server: Server = { info: info('ready'), answer: () => refused(409, 'TEST_TIME_UP', 'The time for this test is up') };
    serve(server);
    openPage();
    await press('Start the test');
    await press('Start now');
    server.info = info('inProgress', { currentTest: attempt() });
    fireEvent.click(await screen.findByLabelText('WHERE'));
    fireEvent.click(within(runner()).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Time is up. Your saved answers are being marked…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test questions' })).toBeNull();
  });

  it('counts down to the retry in Thai, with the Buddhist year, and offers the start once the server opened it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(at(86_400 - 5)));
    act(() => useLocaleStore.getState().setLocale('th'));
    const failed = summary({ correctCount: 2, scorePercent: 66, passed: false });
    const server: Server = { info: info('notPassed', { pastAttempts: [failed], retryAt: at(86_400) }) };
    serve(server);
    openPage();
    const outcome = await screen.findByRole('region', { name: 'ยังไม่ผ่าน' });
    expect(outcome).toHaveTextContent('คะแนนครั้งล่าสุดของคุณ 66% ต้องได้ 90% จึงจะผ่าน');
    expect(outcome).toHaveTextContent('คุณสอบใหม่ได้ตั้งแต่ 2 พ.ค. 2569 10:00');
    expect(within(outcome).getByRole('timer')).toHaveTextContent('00:05');
    expect(screen.getByRole('table')).toHaveTextContent('66% (ถูก 2 จาก 3 ข้อ)');

    server.info = info('ready', { pastAttempts: [failed] });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(within(outcome).getByRole('status')).toHaveTextContent('กำลังเปิดให้สอบใหม่…');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('button', { name: 'เริ่มทำแบบทดสอบ' })).toBeInTheDocument();
  });

  it('counts down to the retry on the server clock when the device clock is wrong', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The device is an hour behind; the server says the retry opens in 10 seconds.
    vi.setSystemTime(new Date(at(86_400 - 10 - 3600)));
    const failed = summary({ correctCount: 2, scorePercent: 66, passed: false });
    serve({ info: info('notPassed', { pastAttempts: [failed], retryAt: at(86_400), serverNow: at(86_400 - 10) }) });
    openPage();
    const outcome = await screen.findByRole('region', { name: 'Not passed' });
    expect(within(outcome).getByRole('timer')).toHaveTextContent('00:10');
  });

  it('shows a passed test as the certificate earned, with the score and the download', async () => {
    const passed = summary({ correctCount: 3, scorePercent: 100 });
    serve({
      info: info('passed', { pastAttempts: [summary({ id: 'a0', passed: false, scorePercent: 33, finishedAt: at(60) }), passed], certificateId: 'c1' }),
    });
    openPage();
    const outcome = await screen.findByRole('region', { name: 'Certificate earned' });
    expect(outcome).toHaveTextContent('You passed with 100%.');
    expect(within(outcome).getByRole('button', { name: 'Download your certificate' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Passed', 'Not passed']);
  });

  it("shows the server's refusal in the learner's language", async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    serve({ info: info('ready'), start: () => refused(409, 'TEST_RETRY_NOT_OPEN', 'คุณจะสอบใหม่ได้เมื่อครบระยะเวลารอ') });
    openPage();
    await press('เริ่มทำแบบทดสอบ');
    await press('เริ่มสอบเลย');
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('คุณจะสอบใหม่ได้เมื่อครบระยะเวลารอ');
  });

  it('shows the not-found page for a course without a test', async () => {
    stubApi(() => refused(404, 'NOT_FOUND', 'Not found'));
    openPage();
    expect(await screen.findByRole('link', { name: /home|หน้าแรก/i })).toBeInTheDocument();
  });
});
