import type { TestInformation } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/** What the learner reads before starting (spec section 4): the test's information and its rules. */
export function TestRules({ information }: { information: TestInformation }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const text = byLocale(locale, information.informationEn, information.informationTh);
  const facts = [
    { key: 'questions', value: t('test.rules.questionCount', { count: information.questionCount }) },
    { key: 'passMark', value: t('test.rules.percent', { percent: information.passMarkPercent }) },
    { key: 'timeLimit', value: t('test.rules.minutes', { count: information.timeLimitMinutes }) },
    { key: 'retryWait', value: t('test.rules.days', { count: information.retryWaitDays }) },
  ];
  return (
    <section className="test-rules" aria-labelledby="test-rules-title">
      <h2 id="test-rules-title">{t('test.rules.title')}</h2>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      <dl className="test-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{t(`test.rules.${fact.key}`)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
