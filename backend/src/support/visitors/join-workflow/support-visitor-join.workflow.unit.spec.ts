import { describe, it } from '@jest/globals';
import { conversationStream, type SupportPerson } from '@khru/contracts';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { command } from '../../../kernel/workflows/workflow.js';
import { supportVisitorJoinWorkflow, type SupportVisitorJoinEvent } from './support-visitor-join.workflow.js';

const at = '2026-11-23T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const visitor: SupportPerson = { visitorId: 'v1', userId: null, name: 'Ann', email: 'ann@example.com', organisationId: null };
const started = (conversationId: string, person: SupportPerson = visitor): SupportVisitorJoinEvent => ({
  type: 'ConversationStarted',
  data: { conversationId, ...person, page: '/', locale: 'en', at },
});
const joined: SupportVisitorJoinEvent = {
  type: 'VisitorJoinedAccount',
  data: { visitorId: 'v1', userId: 'u1', name: 'Ann Lee', email: 'ann.lee@example.com', organisationId: 'org1', at: later },
};
const join = (conversationId: string, when = later) =>
  command('conversation', conversationStream(conversationId), {
    type: 'JoinAccount',
    conversationId,
    visitorId: 'v1',
    userId: 'u1',
    name: 'Ann Lee',
    email: 'ann.lee@example.com',
    organisationId: 'org1',
    at: when,
  });
const given = workflowSpec(supportVisitorJoinWorkflow);

describe('support visitor join workflow', () => {
  it('given a visitor\u2019s conversations, when the visitor joins an account, then each conversation joins it', () => {
    given([started('c1'), started('c2')])
      .when(joined)
      .then([join('c1'), join('c2')]);
  });

  it('given a visitor without conversations, when they join, then nothing is sent', () => {
    given().when(joined).thenNothing();
  });

  it('given a visitor who joined an account, when they start another conversation, then it joins the account too', () => {
    given([started('c1'), joined])
      .when(started('c3'))
      .then([join('c3', at)]);
  });

  it('given a visitor who has not joined, when they start a conversation, then nothing is sent', () => {
    given([started('c1')])
      .when(started('c2'))
      .thenNothing();
  });

  it('given a joined visitor, when the join is recorded again, then nothing more is sent', () => {
    given([started('c1'), joined])
      .when(joined)
      .thenNothing();
  });

  it('given anything, when a learner starts a conversation (no visitor), then it is passed by', () => {
    given([joined])
      .when(started('c4', { visitorId: null, userId: 'u1', name: 'Ann Lee', email: 'ann.lee@example.com', organisationId: null }))
      .thenNothing();
  });
});
