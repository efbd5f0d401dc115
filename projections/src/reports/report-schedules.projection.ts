import { REPORT_SCHEDULE_EVENT_TYPES, REPORT_SCHEDULES_COLLECTION, type ReportScheduleDocument, type ReportScheduleEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveReportSchedule(document: ReportScheduleDocument | null, recorded: RecordedEvent): ReportScheduleDocument | null {
  const event = asDomainEvent<ReportScheduleEvent>(recorded);
  switch (event.type) {
    case 'ReportScheduled': {
      const { scheduleId, orgId, report, query, frequency, recipients, locale, nextRunAt, by, at } = event.data;
      return {
        _id: scheduleId,
        orgId,
        report,
        query,
        frequency,
        recipients,
        locale,
        createdBy: by,
        createdAt: at,
        nextRunAt,
        lastSentAt: null,
        cancelledAt: null,
      };
    }
    case 'ScheduledReportSent':
      return document && { ...document, nextRunAt: event.data.nextRunAt, lastSentAt: event.data.at };
    case 'ReportScheduleCancelled':
      // Kept, so the list can say when it stopped.
      return document && { ...document, cancelledAt: event.data.at };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `report-schedules`: each scheduled report mail of an organisation (`_id`: schedule id). */
export const reportSchedulesProjection: DocumentProjection<ReportScheduleDocument> = {
  kind: 'document',
  name: 'report-schedules',
  collection: REPORT_SCHEDULES_COLLECTION,
  handles: REPORT_SCHEDULE_EVENT_TYPES,
  documentId: (event) => (event.data as { scheduleId: string }).scheduleId,
  evolve: evolveReportSchedule,
  indexes: [{ keys: { orgId: 1 } }],
};
