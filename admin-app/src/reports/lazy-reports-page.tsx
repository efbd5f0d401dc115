import type { ReportName } from '@khru/contracts';
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/** The reports load on first visit, so the app's first download does not carry them (nor recharts). */
const ReportsPage = lazy(() => import('./reports-page'));

export function LazyReportsPage({ report }: { report: ReportName }) {
  return (
    <Suspense fallback={<Loading />}>
      <ReportsPage report={report} />
    </Suspense>
  );
}
