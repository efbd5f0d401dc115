import { describe, it } from '@jest/globals';
import type { TrainingRosterEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { trainingRosterDecider, type TrainingRosterCommand } from './training-roster.decider.js';

const at = '2026-12-01T10:00:00.000Z';
const seat = { courseId: 'workshop', orderId: 'o1', itemId: 'workshop', userId: 'u1', startsAt: '2027-01-10T02:00:00.000Z' };
const take: TrainingRosterCommand = { type: 'TakeTrainingSeat', ...seat, at };
const release: TrainingRosterCommand = { type: 'ReleaseTrainingSeat', courseId: 'workshop', orderId: 'o1', itemId: 'workshop', at };
const taken: TrainingRosterEvent = { type: 'TrainingSeatTaken', data: { ...seat, at } };
const released: TrainingRosterEvent = { type: 'TrainingSeatReleased', data: { courseId: 'workshop', orderId: 'o1', itemId: 'workshop', at } };
const given = deciderSpec(trainingRosterDecider);

describe('training roster decider', () => {
  it('given no seat for the line, when a seat is taken, then it is taken; given one, then nothing happens', () => {
    given([]).when(take).then([taken]);
    given([taken]).when(take).thenNothing();
  });

  it('given a seat, when it is released, then it is given back once; a line without a seat gives nothing back', () => {
    given([taken]).when(release).then([released]);
    given([taken, released]).when(release).thenNothing();
    given([]).when(release).thenNothing();
  });

  it('given a seat of another order, when this order takes one, then it is taken too', () => {
    const other: TrainingRosterEvent = { type: 'TrainingSeatTaken', data: { ...seat, orderId: 'o2', userId: 'u2', at } };
    given([other]).when(take).then([taken]);
  });
});
