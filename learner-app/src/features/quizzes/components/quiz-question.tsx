import type { QuizFeedback, QuizQuestionView } from '@khru/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/**
 * One question: a radio per option for a single-choice question, a checkbox per option for a multiple-choice
 * one. Once answered, the right options and the learner's wrong choices are marked in words as well as colour,
 * with the verdict and the explanation.
 */
export function QuizQuestion({
  question,
  feedback,
  pending,
  last,
  onSubmit,
  onNext,
}: {
  question: QuizQuestionView;
  feedback: QuizFeedback | undefined;
  pending: boolean;
  last: boolean;
  onSubmit: (optionIds: string[]) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const name = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const single = question.kind === 'single';
  const selected = feedback?.optionIds ?? chosen;
  const toggle = (id: string, on: boolean) => setChosen((ids) => (single ? [id] : on ? [...ids, id] : ids.filter((o) => o !== id)));
  return (
    <form
      className="quiz-question"
      onSubmit={(e) => {
        e.preventDefault();
        if (!feedback && chosen.length > 0) onSubmit(chosen);
      }}
    >
      <fieldset disabled={Boolean(feedback) || pending}>
        <legend>{byLocale(locale, question.textEn, question.textTh)}</legend>
        <ul className="quiz-options">
          {question.options.map((option) => {
            const right = feedback?.correctOptionIds.includes(option.id) ?? false;
            const wrong = Boolean(feedback) && !right && selected.includes(option.id);
            return (
              <li key={option.id} className={right ? 'right' : wrong ? 'wrong' : undefined}>
                <label>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={name}
                    value={option.id}
                    checked={selected.includes(option.id)}
                    onChange={(e) => toggle(option.id, e.currentTarget.checked)}
                  />
                  <span>{byLocale(locale, option.textEn, option.textTh)}</span>
                  {right ? <span className="quiz-mark">{t('quiz.rightAnswer')}</span> : null}
                  {wrong ? <span className="quiz-mark">{t('quiz.yourAnswer')}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {feedback ? (
        <div className={`quiz-feedback ${feedback.correct ? 'correct' : 'incorrect'}`} role="status">
          <p className="quiz-verdict">{feedback.correct ? t('quiz.correct') : t('quiz.incorrect')}</p>
          <p>{byLocale(locale, feedback.explanationEn, feedback.explanationTh)}</p>
          <button type="button" className="button primary" onClick={onNext}>
            {last ? t('quiz.seeResult') : t('quiz.next')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button primary" disabled={chosen.length === 0 || pending}>
          {t('quiz.submit')}
        </button>
      )}
    </form>
  );
}
