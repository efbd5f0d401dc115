import type { TestAttemptSummary, TestAttemptView } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CourseCertificate } from '../../features/certificates/components/course-certificate';
import { useTestInfo } from '../../features/final-tests/api/get-test-info';
import { useStartTest } from '../../features/final-tests/api/start-test';
import { testKeys } from '../../features/final-tests/api/test-keys';
import { latestFirstOf } from '../../features/final-tests/attempts';
import { PastAttempts } from '../../features/final-tests/components/past-attempts';
import { StartTestDialog } from '../../features/final-tests/components/start-test-dialog';
import { TestOutcome } from '../../features/final-tests/components/test-outcome';
import { TestResult } from '../../features/final-tests/components/test-result';
import { TestRules } from '../../features/final-tests/components/test-rules';
import { TestRunner } from '../../features/final-tests/components/test-runner';
import { ApiError } from '../../lib/api-client';
import { byLocale } from '../../lib/format';
import { errorMessage } from '../../lib/query-client';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';
import '../../features/final-tests/tests.css';

/** Reading the rules and the outcome, taking an attempt, waiting for the server to finish a timed-out one, or just finished. */
type Phase =
  | { kind: 'info' }
  | { kind: 'taking'; attempt: TestAttemptView; receivedAt: number }
  | { kind: 'timeUp' }
  | { kind: 'finished'; result: TestAttemptSummary | null };

/**
 * `/test/:id` (id = the course): the final test of spec section 4. The rules and past attempts, then by outcome:
 * finish the course first, start (after a confirmation stating the rules), resume, wait for the retry with a
 * countdown, or download the certificate earned (the certificates feature, composed here). Taking the test hands
 * over to the runner; an attempt that ends (submitted or out of time) reloads the info and shows its result.
 */
export function TestPageRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'info' });
  const [retryDue, setRetryDue] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const start = useStartTest(id);
  const info = useTestInfo(id, ({ outcome }) => (phase.kind === 'timeUp' && outcome === 'inProgress') || (retryDue && outcome === 'notPassed'));
  // The info is read again whenever the attempt changes, so the outcome shown afterwards is the server's latest.
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: testKeys.info(id) }), [client, id]);
  const onTimeUp = useCallback(() => {
    setPhase({ kind: 'timeUp' });
    reload();
  }, [reload]);
  const onRetryDue = useCallback(() => setRetryDue(true), []);

  if (info.error instanceof ApiError && info.error.status === 404) return <NotFoundRoute />;
  const data = info.data;
  if (!data) {
    return (
      <main className="content test-page" aria-busy={info.isPending}>
        {info.error ? (
          <p className="form-error" role="alert">
            {errorMessage(info.error)}
          </p>
        ) : null}
      </main>
    );
  }
  const information = data.information;
  const courseTitle = byLocale(locale, information.courseTitleEn, information.courseTitleTh);
  const take = (attempt: TestAttemptView, receivedAt: number) => {
    setConfirming(false);
    setRetryDue(false);
    setPhase({ kind: 'taking', attempt, receivedAt });
    reload();
  };
  const begin = () =>
    start.mutate(locale, {
      onSuccess: (attempt) => take(attempt, Date.now()),
      onError: reload,
    });
  const header = (
    <header className="test-header">
      <p className="test-kicker">{t('test.kicker')}</p>
      <h1>{courseTitle}</h1>
    </header>
  );

  if (phase.kind === 'taking') {
    return (
      <main className="content test-page">
        {header}
        <TestRunner attempt={phase.attempt} receivedAt={phase.receivedAt} onFinished={(result) => setPhase({ kind: 'finished', result })} onTimeUp={onTimeUp} />
      </main>
    );
  }

  const marking = phase.kind === 'timeUp' && data.outcome === 'inProgress';
  const result = phase.kind === 'finished' ? phase.result : phase.kind === 'timeUp' && !marking ? (latestFirstOf(data.pastAttempts)[0] ?? null) : null;
  return (
    <main className="content test-page">
      <Link className="test-back" to={`/courses-learning/${encodeURIComponent(id)}`}>
        {t('test.backToCourse')}
      </Link>
      {header}
      <div className="test-layout">
        <div className="test-main">
          {phase.kind === 'timeUp' ? (
            <p className="test-time-up" role="alert">
              {marking ? t('test.timeUp.marking') : t('test.timeUp.title')}
            </p>
          ) : null}
          {result ? <TestResult result={result} /> : null}
          {marking ? null : (
            <TestOutcome
              info={data}
              starting={start.isPending}
              onStart={() => {
                start.reset();
                setConfirming(true);
              }}
              onResume={() => data.currentTest && take(data.currentTest, info.dataUpdatedAt)}
              onRetryDue={onRetryDue}
              certificate={<CourseCertificate courseId={id} />}
              scoreShown={result !== null}
            />
          )}
          <PastAttempts attempts={data.pastAttempts} />
        </div>
        <TestRules information={information} />
      </div>
      {confirming ? (
        <StartTestDialog
          information={information}
          error={start.error ? errorMessage(start.error) : null}
          pending={start.isPending}
          onStart={begin}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </main>
  );
}
