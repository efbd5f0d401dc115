import { describe, expect, it } from '@jest/globals';
import type { CourseEvent, TrainingRosterEvent } from '@khru/contracts';
import { effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { REFUND_TRAINING_SEAT } from './refund-training-seat.js';
import { trainingRefundsWorkflow } from './training-refunds.workflow.js';

type TrainingEvent = Parameters<typeof trainingRefundsWorkflow.decide>[0];

const at = '2026-12-01T10:00:00.000Z';
const later = '2026-12-05T10:00:00.000Z';
const startsAt = '2027-01-10T02:00:00.000Z';
const newDate = '2027-02-14T02:00:00.000Z';
const seat = (orderId: string, userId: string, bought = startsAt): TrainingRosterEvent & TrainingEvent => ({
  type: 'TrainingSeatTaken',
  data: { courseId: 'workshop', orderId, itemId: 'workshop', userId, startsAt: bought, at },
});
const released: TrainingEvent = { type: 'TrainingSeatReleased', data: { courseId: 'workshop', orderId: 'o2', itemId: 'workshop', at } };
const cancelled: CourseEvent & TrainingEvent = { type: 'PublicTrainingCancelled', data: { courseId: 'workshop', reason: 'Trainer ill', at: later } };
const postponed: CourseEvent & TrainingEvent = {
  type: 'PublicTrainingPostponed',
  data: { courseId: 'workshop', from: startsAt, to: newDate, reason: 'Venue closed', at: later },
};
const refund = (orderId: string, userId: string, cause: 'training-cancelled' | 'training-postponed', reason: string, when = later) =>
  effect(REFUND_TRAINING_SEAT, { orderId, userId, itemId: 'workshop', cause, reason, at: when });
const given = workflowSpec(trainingRefundsWorkflow);

describe('training refunds workflow', () => {
  it('given seats held, when the training is cancelled, then each seat still held has its line refunded in full', () => {
    given([seat('o1', 'u1'), seat('o2', 'u2'), seat('o3', 'u3'), released])
      .when(cancelled)
      .then([refund('o1', 'u1', 'training-cancelled', 'Trainer ill'), refund('o3', 'u3', 'training-cancelled', 'Trainer ill')]);
  });

  it('given seats held, when the training is postponed, then each seat has its line refunded in full', () => {
    given([seat('o1', 'u1')])
      .when(postponed)
      .then([refund('o1', 'u1', 'training-postponed', 'Venue closed')]);
  });

  it('given no seat, when the training is cancelled, then nothing is sent', () => {
    given([]).when(cancelled).thenNothing();
  });

  it('given a cancelled training, when a late payment takes a seat, then that line is refunded at once', () => {
    given([cancelled])
      .when(seat('o4', 'u4'))
      .then([refund('o4', 'u4', 'training-cancelled', 'Trainer ill', at)]);
  });

  it('given a postponed training, when a seat bought for the old date is taken, then it is refunded; one for the new date is kept', () => {
    given([postponed])
      .when(seat('o4', 'u4'))
      .then([refund('o4', 'u4', 'training-postponed', 'Venue closed', at)]);
    given([postponed])
      .when(seat('o5', 'u5', newDate))
      .thenNothing();
  });

  it('given a training going ahead, when a seat is taken or released, then nothing is sent', () => {
    given([]).when(seat('o1', 'u1')).thenNothing();
    given([seat('o2', 'u2')])
      .when(released)
      .thenNothing();
  });

  it('keeps its state through a JSON snapshot, as the runner stores it', () => {
    const state = [seat('o1', 'u1'), seat('o2', 'u2'), released].reduce(
      (folded, event) => trainingRefundsWorkflow.evolve(folded, event),
      trainingRefundsWorkflow.initialState(),
    );
    const restored = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(trainingRefundsWorkflow.decide(cancelled, restored)).toEqual([refund('o1', 'u1', 'training-cancelled', 'Trainer ill')]);
  });
});
