import type { Locale, TestQuestionView } from '@khru/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';

/**
 * One question of an attempt, in the attempt's language: a labelled radio per option. A saved answer is final, so
 * its options are shown disabled (with the choice when this browser made it). The heading takes focus when the
 * question changes, so a screen reader reads the new question.
 */
export function TestQuestion({
  question,
  n,
  total,
  lang,
  chosen,
  saved,
  onChoose,
}: {
  question: TestQuestionView;
  n: number;
  total: number;
  lang: Locale;
  chosen: string | undefined;
  saved: boolean;
  onChoose: (optionId: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [question.id]);
  return (
    <fieldset className="test-question" disabled={saved} aria-labelledby={`${name}-title`}>
      <p className="test-question-number">{t('test.take.questionOf', { n, total })}</p>
      <h2 id={`${name}-title`} ref={heading} tabIndex={-1} lang={lang}>
        {byLocale(lang, question.textEn, question.textTh)}
      </h2>
      <ul className="test-options" lang={lang}>
        {question.options.map((option) => (
          <li key={option.id}>
            <label>
              <input type="radio" name={name} value={option.id} checked={chosen === option.id} onChange={() => onChoose(option.id)} />
              <span>{byLocale(lang, option.textEn, option.textTh)}</span>
            </label>
          </li>
        ))}
      </ul>
      {saved ? <p className="test-saved">{t('test.take.saved')}</p> : null}
    </fieldset>
  );
}
