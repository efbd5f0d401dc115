import { Inject, Injectable } from '@nestjs/common';
import type {
  DrillDownResponse,
  LearnerActivityResponse,
  LearningDashboardResponse,
  LearningSummaryReportResponse,
  ReportName,
  ReportPeriod,
  ReportQueryBody,
  UserActivationResponse,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { now } from '../../kernel/clock/clock.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { learnerActivityReport } from './learner-activity.query.js';
import { learningDashboardReport } from './learning-dashboard.query.js';
import { learningSummaryDrillDownReport } from './learning-summary-drill-down.query.js';
import { learningSummaryReport } from './learning-summary.query.js';
import { loadOrganisationData, type DataNeeds } from './load-organisation-data.js';
import type { OrganisationData } from './organisation-data.js';
import { endsBeforeNow, type PeriodWindow, periodWindow } from './period-window.js';
import { userActivationReport } from './user-activation.query.js';

/** What each report answers. */
export interface ReportResponses {
  'user-activation': UserActivationResponse;
  'learning-dashboard': LearningDashboardResponse;
  'learner-activity': LearnerActivityResponse;
  'learning-summary': LearningSummaryReportResponse;
  'learning-summary-drill-down': DrillDownResponse;
}

interface ReportDefinition<N extends ReportName> {
  needs(window: PeriodWindow): DataNeeds;
  answer(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): ReportResponses[N];
}

/** The instant a report looks back to, when its period ends before now: rows studied since need their days. */
const lookBack = (w: PeriodWindow): string | null => (endsBeforeNow(w) ? w.end : null);

const REPORTS: { [N in ReportName]: ReportDefinition<N> } = {
  'user-activation': {
    // Only the as-of month is cut at the as-of day; earlier months count whole.
    needs: (w) => ({ enrolments: false, activity: { daysIn: w.pastAsOf ? [w.asOfDay.slice(0, 7)] : [] }, catalogue: false }),
    answer: userActivationReport,
  },
  'learning-dashboard': {
    needs: () => ({ enrolments: { daysAfter: null, lessons: false }, activity: false, catalogue: true }),
    answer: learningDashboardReport,
  },
  'learner-activity': {
    // An earlier as-of day finds the last login and study by then in the days of the period.
    needs: (w) => ({ enrolments: { daysAfter: null, lessons: false }, activity: { daysIn: w.pastAsOf ? w.months : [] }, catalogue: false }),
    answer: learnerActivityReport,
  },
  'learning-summary': {
    needs: (w) => ({ enrolments: { daysAfter: lookBack(w), lessons: false }, activity: false, catalogue: false }),
    answer: learningSummaryReport,
  },
  'learning-summary-drill-down': {
    needs: (w) => ({ enrolments: { daysAfter: lookBack(w), lessons: true }, activity: false, catalogue: true }),
    answer: learningSummaryDrillDownReport,
  },
};

/**
 * Answers a report for one organisation (the caller's scope is checked before): resolves the period
 * against the server's clock, reads the organisation's documents once, and computes the answer.
 * Exports call it with `skip: 0, take: REPORT_RULES.maxExportRows`.
 */
@Injectable()
export class ReportQueries {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async run<N extends ReportName>(report: N, query: ReportQueryBody, orgId: string): Promise<ReportResponses[N]> {
    const period = resolvePeriod(query, now());
    const definition: ReportDefinition<N> = REPORTS[report];
    const data = await loadOrganisationData(this.documents, orgId, period.months, definition.needs(periodWindow(period)));
    return definition.answer(data, query, period);
  }
}
