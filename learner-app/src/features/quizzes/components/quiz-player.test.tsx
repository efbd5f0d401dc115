import type { QuizAnswerResponse, QuizAttemptResponse, QuizFeedback } from '@khru/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { QuizPlayer } from './quiz-player';

const option = (id: string, en: string) => ({ id, textEn: en, textTh: `${en} (ไทย)` });
const questions: QuizAttemptResponse['questions'] = [
  { id: 'q1', kind: 'single', textEn: 'Which clause filters rows?', textTh: 'คำสั่งใดใช้กรองแถว', options: [option('a', 'ORDER BY'), option('b', 'WHERE')] },
  {
    id: 'q2',
    kind: 'multiple',
    textEn: 'Which are aggregates?',
    textTh: 'ข้อใดเป็นฟังก์ชันรวม',
    options: [option('a', 'SUM'), option('b', 'UPPER'), option('c', 'COUNT')],
  },
];
const key: Record<string, string[]> = { q1: ['b'], q2: ['a', 'c'] };
const path = 'coursesapi/course/sql/quizzes/check/attempts';

/** A server judging answers as the API does: one attempt per start, feedback and the running state per answer. */
function serveQuiz(): StubbedCall[] {
  let attempt = 0;
  let answers: QuizFeedback[] = [];
  let calls: StubbedCall[] = [];
  calls = stubApi((method, url) => {
    if (method === 'POST' && url === path) {
      attempt += 1;
      answers = [];
      const empty = { total: 2, answeredCount: 0, correctCount: 0, correctQuestionIds: [], incorrectQuestionIds: [], finished: false, score: 0, passed: false };
      return [
        201,
        { id: `attempt-${attempt}`, courseId: 'sql', lessonId: 'check', startedAt: 't', questions, answers: [], progress: empty } satisfies QuizAttemptResponse,
      ];
    }
    const body = calls.at(-1)!.body as { questionId: string; optionIds: string[] };
    const right = key[body.questionId]!;
    const correct = body.optionIds.length === right.length && body.optionIds.every((o) => right.includes(o));
    const feedback: QuizFeedback = {
      questionId: body.questionId,
      optionIds: body.optionIds,
      correct,
      correctOptionIds: right,
      explanationEn: `Because of ${right.join(' and ')}.`,
      explanationTh: `เพราะ ${right.join(' และ ')}`,
    };
    answers = [...answers, feedback];
    const correctQuestionIds = answers.filter((a) => a.correct).map((a) => a.questionId);
    const finished = answers.length === 2;
    const progress = {
      total: 2,
      answeredCount: answers.length,
      correctCount: correctQuestionIds.length,
      correctQuestionIds,
      incorrectQuestionIds: answers.filter((a) => !a.correct).map((a) => a.questionId),
      finished,
      score: Math.round((100 * correctQuestionIds.length) / 2),
      passed: finished && correctQuestionIds.length === 2,
    };
    return [201, { feedback, progress } satisfies QuizAnswerResponse];
  });
  return calls;
}

const quiz = () => screen.getByRole('region', { name: /quiz|แบบทดสอบ/i });
const choose = (label: RegExp) => fireEvent.click(within(quiz()).getByLabelText(label));
const press = async (name: RegExp) => fireEvent.click(await within(quiz()).findByRole('button', { name }));

describe('the quiz player', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('takes a quiz: feedback with the right answers and the explanation, a result with both lists, a retry that passes', async () => {
    const calls = serveQuiz();
    const onPassed = vi.fn();
    renderAt(<QuizPlayer courseId="sql" lessonId="check" questionCount={2} onPassed={onPassed} />);
    expect(quiz()).toHaveTextContent('2 questions');
    await press(/start the quiz/i);

    expect(await within(quiz()).findByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(quiz()).getAllByRole('radio')).toHaveLength(2);
    expect(within(quiz()).getByRole('button', { name: /check my answer/i })).toBeDisabled();
    choose(/ORDER BY/);
    await press(/check my answer/i);
    const feedback = await within(quiz()).findByRole('status');
    expect(feedback).toHaveTextContent('Not quite.');
    expect(feedback).toHaveTextContent('Because of b.');
    expect(within(quiz()).getByText('WHERE').closest('li')).toHaveTextContent('Right answer');
    expect(within(quiz()).getByText('ORDER BY').closest('li')).toHaveTextContent('Your answer');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `${path}/attempt-1/answers`, body: { questionId: 'q1', optionIds: ['a'] } });

    await press(/next question/i);
    expect(await within(quiz()).findByText('Question 2 of 2')).toBeInTheDocument();
    expect(within(quiz()).getAllByRole('checkbox')).toHaveLength(3);
    choose(/SUM/);
    choose(/COUNT/);
    await press(/check my answer/i);
    expect(await within(quiz()).findByRole('status')).toHaveTextContent('Correct!');
    await press(/see my result/i);

    expect(await within(quiz()).findByText('1 of 2 correct (50%)')).toBeInTheDocument();
    expect(within(quiz()).getByRole('heading', { name: 'Answered correctly' }).nextElementSibling).toHaveTextContent('2. Which are aggregates?');
    expect(within(quiz()).getByRole('heading', { name: 'To review' }).nextElementSibling).toHaveTextContent('1. Which clause filters rows?');
    expect(onPassed).not.toHaveBeenCalled();

    await press(/try again/i);
    expect(await within(quiz()).findByText('Correct so far: 0')).toBeInTheDocument();
    choose(/WHERE/);
    await press(/check my answer/i);
    await press(/next question/i);
    choose(/SUM/);
    choose(/COUNT/);
    await press(/check my answer/i);
    expect(calls.at(-1)?.path).toBe(`${path}/attempt-2/answers`);
    await press(/see my result/i);
    expect(await within(quiz()).findByText('2 of 2 correct (100%)')).toBeInTheDocument();
    expect(quiz()).toHaveTextContent('every answer is right');
    expect(onPassed).toHaveBeenCalled();
    await press(/close/i);
    expect(await within(quiz()).findByRole('button', { name: /start the quiz/i })).toBeInTheDocument();
  });

  it('speaks Thai: the question, the options and the feedback', async () => {
    serveQuiz();
    act(() => useLocaleStore.getState().setLocale('th'));
    renderAt(<QuizPlayer courseId="sql" lessonId="check" questionCount={2} onPassed={() => undefined} />);
    await press(/เริ่มทำแบบทดสอบ/);
    expect(await within(quiz()).findByText('คำสั่งใดใช้กรองแถว')).toBeInTheDocument();
    choose(/WHERE \(ไทย\)/);
    await press(/ตรวจคำตอบ/);
    const feedback = await within(quiz()).findByRole('status');
    expect(feedback).toHaveTextContent('ถูกต้อง!');
    expect(feedback).toHaveTextContent('เพราะ b');
  });
});
