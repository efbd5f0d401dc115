import { describe, it } from '@jest/globals';
import type { DeadlineEvent, MembershipEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { membershipNotificationsWorkflow } from './membership-notifications.workflow.js';

const endsAt = '2026-11-08T10:00:00.000Z';
const trial: MembershipEvent = { type: 'MembershipTrialStarted', data: { userId: 'u1', startedAt: '2026-11-01T10:00:00.000Z', endsAt } };
const reminder = (at: string): DeadlineEvent => ({
  type: 'DeadlineReached',
  data: { kind: 'trial-reminder', key: 'u1', dueAt: '2026-11-06T10:00:00.000Z', at },
});
const chargeDue = (reason: 'renewal' | 'subscribe'): MembershipEvent => ({
  type: 'MembershipChargeDue',
  data: { userId: 'u1', orderId: 'o2', reason, at: endsAt },
});
const paid: MembershipEvent = { type: 'MembershipPeriodPaid', data: { userId: 'u1', orderId: 'o2', start: endsAt, end: '2027-11-08T10:00:00.000Z' } };
const common = { to: { userIds: ['u1'] }, about: null, link: '/membership', locale: null };
const given = workflowSpec(membershipNotificationsWorkflow);

describe('membership notifications workflow', () => {
  it('given a trial, when its reminder is reached before it ends, then the member is told the day it ends', () => {
    given([trial])
      .when(reminder('2026-11-06T10:00:30.000Z'))
      .then([deliver({ ...common, message: { kind: 'trialEndingSoon', endsAt }, cause: `u1:${endsAt}`, at: '2026-11-06T10:00:30.000Z' })]);
  });

  it('given a trial cancelled, or already over, when its reminder is reached, then nothing; resumed, it is reminded again', () => {
    const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { userId: 'u1', at: '2026-11-02T10:00:00.000Z', accessUntil: endsAt } };
    given([trial, cancelled]).when(reminder('2026-11-06T10:00:30.000Z')).thenNothing();
    given([trial]).when(reminder('2026-11-08T10:00:01.000Z')).thenNothing();
    given([trial, cancelled, { type: 'MembershipResumed', data: { userId: 'u1', at: '2026-11-03T10:00:00.000Z' } }])
      .when(reminder('2026-11-06T10:00:30.000Z'))
      .then([deliver({ ...common, message: { kind: 'trialEndingSoon', endsAt }, cause: `u1:${endsAt}`, at: '2026-11-06T10:00:30.000Z' })]);
  });

  it('given a renewal charged, when its year is paid, then the member is told until when; a year subscribed outright is not a renewal', () => {
    given([trial, chargeDue('renewal')])
      .when(paid)
      .then([deliver({ ...common, message: { kind: 'membershipRenewed', until: '2027-11-08T10:00:00.000Z' }, cause: 'o2', at: endsAt })]);
    given([chargeDue('subscribe')])
      .when(paid)
      .thenNothing();
  });

  it('given a renewal charged, when it is declined, then the member is told to add a card that works', () => {
    given([trial, chargeDue('renewal')])
      .when({ type: 'MembershipRenewalFailed', data: { userId: 'u1', orderId: 'o2', at: '2026-11-08T10:01:00.000Z' } })
      .then([deliver({ ...common, message: { kind: 'renewalFailed' }, cause: 'o2', at: '2026-11-08T10:01:00.000Z' })]);
  });

  it('passes by the deadlines of other kinds', () => {
    given([trial])
      .when({ type: 'DeadlineReached', data: { kind: 'membership-due', key: 'u1', dueAt: endsAt, at: endsAt } })
      .thenNothing();
  });
});
