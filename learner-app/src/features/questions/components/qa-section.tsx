import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAskQuestion } from '../api/ask-question';
import { QA_PAGE, refreshQaAfter, useQuestions } from '../api/list-questions';
import { useQuestionSearch } from '../api/search-questions';
import { qaError } from './qa-error';
import { QaTextForm } from './qa-text-form';
import { QuestionItem } from './question-item';
import '../questions.css';

/** How long typing must pause before the search asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * Questions and answers of a course on its learning page (spec sections 2 and 4): a search of the
 * published questions, a box to ask (for learners who have started the course), and the published
 * questions with the learner's own (pending ones marked), 3 at a time, "see more" adding 3.
 */
export function QaSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const searchId = useId();
  const [take, setTake] = useState(QA_PAGE);
  const [searchTake, setSearchTake] = useState(QA_PAGE);
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const questions = useQuestions(courseId, take);
  const found = useQuestionSearch(courseId, words, searchTake);
  const ask = useAskQuestion(courseId);
  const standing = questions.data?.standing;
  // Search failures are swallowed (spec section 7): the list simply shows no matches.
  const page = words ? (found.data ?? (found.isError ? { data: [], totalCount: 0 } : undefined)) : questions.data;
  const more = () => (words ? setSearchTake((n) => n + QA_PAGE) : setTake((n) => n + QA_PAGE));

  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('qa.title')}</h2>
      <form role="search" className="qa-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{t('qa.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearchTake(QA_PAGE);
          }}
        />
      </form>
      {standing === 'learner' ? (
        <QaTextForm
          label={t('qa.askLabel')}
          submitLabel={t('qa.ask')}
          pending={ask.isPending}
          error={qaError(ask.error, t('error.other'))}
          onSubmit={(text, clear) =>
            ask.mutate(
              { text },
              {
                onSuccess: (result) => {
                  clear();
                  void refreshQaAfter(client, courseId, result.position);
                },
              },
            )
          }
        />
      ) : null}
      {standing === 'notStarted' ? <p className="form-note">{t('qa.startFirst')}</p> : null}
      {questions.isError ? (
        <p className="form-error" role="alert">
          {t('qa.loadFailed')}
        </p>
      ) : null}
      {page && page.data.length === 0 ? <p className="form-note">{words ? t('qa.noMatches') : t('qa.none')}</p> : null}
      {page && page.data.length > 0 ? (
        <ol className="qa-list" aria-label={words ? t('qa.matches', { count: page.totalCount }) : t('qa.title')}>
          {page.data.map((question) => (
            <QuestionItem key={question.id} question={question} standing={standing} />
          ))}
        </ol>
      ) : null}
      {page && page.data.length < page.totalCount ? (
        <button type="button" className="button secondary small" onClick={more}>
          {t('qa.more')}
        </button>
      ) : null}
    </section>
  );
}
