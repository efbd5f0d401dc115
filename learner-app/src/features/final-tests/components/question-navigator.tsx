import type { TestQuestionView } from '@khru/contracts';
import { useTranslation } from 'react-i18next';

/** Every question of the attempt as a numbered button: which one is open, which are answered. */
export function QuestionNavigator({
  questions,
  current,
  answered,
  onOpen,
}: {
  questions: TestQuestionView[];
  current: number;
  answered: ReadonlySet<string>;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="test-navigator" aria-label={t('test.take.navigator')}>
      <ol>
        {questions.map((question, i) => {
          const done = answered.has(question.id);
          return (
            <li key={question.id}>
              <button
                type="button"
                className={done ? 'answered' : undefined}
                aria-current={i === current ? 'step' : undefined}
                aria-label={t(done ? 'test.take.navAnswered' : 'test.take.navOpen', { n: i + 1 })}
                onClick={() => onOpen(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
