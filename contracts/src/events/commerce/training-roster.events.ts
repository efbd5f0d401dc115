import type { DomainEvent } from '../event.js';

/** One paid seat at a public training: the order line that bought it, its buyer, and the date it was bought for. */
export interface TrainingSeat {
  courseId: string;
  orderId: string;
  itemId: string;
  userId: string;
  startsAt: string;
}

/**
 * Stream `training-roster-<courseId>`: the paid seats of one public training course, kept so that
 * cancelling or postponing it knows whom to refund. A seat is taken once per order line and given
 * back when that line (or its whole order) is refunded.
 */
export type TrainingSeatTaken = DomainEvent<'TrainingSeatTaken', TrainingSeat & { at: string }>;
export type TrainingSeatReleased = DomainEvent<'TrainingSeatReleased', { courseId: string; orderId: string; itemId: string; at: string }>;

export type TrainingRosterEvent = TrainingSeatTaken | TrainingSeatReleased;

export const TRAINING_ROSTER_EVENT_TYPES = ['TrainingSeatTaken', 'TrainingSeatReleased'] as const satisfies readonly TrainingRosterEvent['type'][];

export const trainingRosterStream = (courseId: string): string => `training-roster-${courseId}`;
