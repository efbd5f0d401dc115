import {
  isReportName,
  REPORT_RULES,
  SCHEDULE_FREQUENCIES,
  type Locale,
  type ReportName,
  type ReportScheduled,
  type ReportScheduleEvent,
  type ScheduleFrequency,
} from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { nextRunAfter } from './next-run.js';

export interface ScheduleReport {
  type: 'ScheduleReport';
  scheduleId: string;
  orgId: string;
  report: ReportName;
  query: ReportScheduled['data']['query'];
  frequency: ScheduleFrequency;
  recipients: string[];
  locale: Locale;
  by: string;
  at: string;
}

/** The run due at `runAt` was mailed (`at`: when). */
export interface RecordReportRun {
  type: 'RecordReportRun';
  scheduleId: string;
  runAt: string;
  at: string;
}

export interface CancelReportSchedule {
  type: 'CancelReportSchedule';
  scheduleId: string;
  by: string;
  at: string;
}

export type ReportScheduleCommand = ScheduleReport | RecordReportRun | CancelReportSchedule;

export type ReportScheduleState = { status: 'absent' } | { status: 'active' | 'cancelled'; schedule: ReportScheduled['data']; lastRunAt: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Recipients as addresses compare: trimmed, lower case, each once. */
const normalised = (recipients: readonly string[]) => [...new Set(recipients.map((r) => r.trim().toLowerCase()))];

function refusal(command: ScheduleReport, recipients: readonly string[]): DomainError | null {
  if (!isReportName(command.report)) return DomainError.badRequest([{ field: 'report', code: 'IS_IN' }]);
  if (!(SCHEDULE_FREQUENCIES as readonly string[]).includes(command.frequency)) return DomainError.badRequest([{ field: 'frequency', code: 'IS_IN' }]);
  if (recipients.length < 1) return DomainError.badRequest([{ field: 'recipients', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 1 }]);
  if (recipients.length > REPORT_RULES.maxScheduleRecipients)
    return DomainError.badRequest([{ field: 'recipients', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: REPORT_RULES.maxScheduleRecipients }]);
  if (!recipients.every((r) => EMAIL.test(r))) return DomainError.badRequest([{ field: 'recipients', code: 'IS_EMAIL' }]);
  return null;
}

/**
 * A scheduled report mail (`report-schedule-<id>`): an organisation's report mailed as XLSX to 1 to
 * REPORT_RULES.maxScheduleRecipients people, weekly (Monday 07:00 Bangkok) or monthly (the 1st, 07:00), from the first
 * run after it was made. Each run is recorded once: a run at or before the last one recorded (a redelivered deadline)
 * and any run of a cancelled schedule append nothing, and so do a repeated schedule or cancel.
 */
export const reportScheduleDecider: Decider<ReportScheduleCommand, ReportScheduleEvent, ReportScheduleState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReportScheduled':
        return { status: 'active', schedule: event.data, lastRunAt: null };
      case 'ScheduledReportSent':
        return state.status === 'absent' ? state : { ...state, lastRunAt: event.data.runAt };
      case 'ReportScheduleCancelled':
        return state.status === 'absent' ? state : { ...state, status: 'cancelled' };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleReport': {
        if (state.status !== 'absent') return [];
        const recipients = normalised(command.recipients);
        const refused = refusal(command, recipients);
        if (refused) return refused;
        const { type: _type, ...data } = command;
        return [{ type: 'ReportScheduled', data: { ...data, recipients, nextRunAt: nextRunAfter(command.frequency, command.at) } }];
      }
      case 'RecordReportRun': {
        if (state.status === 'absent') return DomainError.notFound();
        if (state.status === 'cancelled' || (state.lastRunAt !== null && command.runAt <= state.lastRunAt)) return [];
        const { scheduleId, orgId, recipients, frequency } = state.schedule;
        // A run mailed late (the server was down) counts from when it went, so missed runs are not all sent at once.
        const nextRunAt = nextRunAfter(frequency, command.at > command.runAt ? command.at : command.runAt);
        return [{ type: 'ScheduledReportSent', data: { scheduleId, orgId, runAt: command.runAt, recipients, nextRunAt, at: command.at } }];
      }
      case 'CancelReportSchedule': {
        if (state.status === 'absent') return DomainError.notFound();
        if (state.status === 'cancelled') return [];
        return [{ type: 'ReportScheduleCancelled', data: { scheduleId: command.scheduleId, orgId: state.schedule.orgId, by: command.by, at: command.at } }];
      }
      default: {
        const _exhaustive: never = command;
        return DomainError.badRequest();
      }
    }
  },
};
