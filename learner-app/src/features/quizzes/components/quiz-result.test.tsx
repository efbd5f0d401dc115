import type { QuizAttemptProgress } from '@khru/contracts';
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuizResult } from './quiz-result';

const progress = (score: number, passed: boolean): QuizAttemptProgress => ({
  total: 5,
  answeredCount: 5,
  correctCount: score / 20,
  correctQuestionIds: [],
  incorrectQuestionIds: [],
  finished: true,
  score,
  passed,
});

/**
 * The colour the quiz's own stylesheet declares for the score (the test setup loads no CSS, and jsdom does not
 * resolve custom properties, so the declared value is compared): the last matching rule that sets one.
 */
function scoreColour(score: number, passed: boolean): string {
  const { unmount } = render(
    <QuizResult questions={[]} progress={progress(score, passed)} retrying={false} onRetry={() => undefined} onClose={() => undefined} />,
  );
  const element = screen.getByText(new RegExp(`${score}%`));
  const rules = [...(style.sheet?.cssRules ?? [])].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
  const colour = rules.filter((rule) => element.matches(rule.selectorText) && rule.style.color).at(-1)?.style.color ?? '';
  unmount();
  return colour;
}

const style = document.createElement('style');

describe('the quiz result', () => {
  beforeAll(() => {
    // Read from disk: the test setup turns CSS imports, `?raw` ones too, into empty modules.
    style.textContent = readFileSync(`${import.meta.dirname}/../quiz.css`, 'utf8');
    document.head.append(style);
  });
  // The test files share one page (vite.config.ts, `isolate: false`): leave no stylesheet behind.
  afterAll(() => style.remove());

  it('colours the score by passed or not, not by its size: 80% short of the pass mark is not a pass', () => {
    expect(scoreColour(80, false)).not.toBe(scoreColour(100, true));
    expect(scoreColour(80, false)).toBe(scoreColour(20, false));
  });
});
