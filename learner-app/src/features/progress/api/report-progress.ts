import type { CommandAccepted, WatchedInterval } from '@khru/contracts';
import { api } from '../../../lib/api-client';

export interface ProgressReport {
  lessonId: string;
  position: number;
  watched: WatchedInterval[];
}

/** `keepalive` lets the report on page hide outlive the page, with the bearer header (a beacon cannot send one). */
export const reportProgress = (courseId: string, report: ProgressReport) =>
  api<CommandAccepted>(`coursesapi/course/${encodeURIComponent(courseId)}/progress`, { method: 'POST', body: JSON.stringify(report), keepalive: true });
