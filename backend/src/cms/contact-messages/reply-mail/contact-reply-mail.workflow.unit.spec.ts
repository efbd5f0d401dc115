import { describe, it } from '@jest/globals';
import type { ContactMessageEvent } from '@khru/contracts';
import { effect } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { contactReplyMailWorkflow } from './contact-reply-mail.workflow.js';
import { SEND_CONTACT_REPLY_MAIL } from './send-contact-reply-mail.js';

const at = '2026-11-23T09:00:00.000Z';
const replied = (replyId: string): ContactMessageEvent => ({
  type: 'ContactMessageReplied',
  data: { messageId: 'm1', replyId, body: 'ขอบคุณค่ะ', locale: 'th', at },
});
const given = workflowSpec(contactReplyMailWorkflow);

describe('contact reply mail workflow', () => {
  it('given a message, when support replies, then that reply is mailed', () => {
    given()
      .when(replied('r1'))
      .then([effect(SEND_CONTACT_REPLY_MAIL, { messageId: 'm1', replyId: 'r1' })]);
  });

  it('given an earlier reply, when support replies again, then the new reply is mailed too', () => {
    given([replied('r1')])
      .when(replied('r2'))
      .then([effect(SEND_CONTACT_REPLY_MAIL, { messageId: 'm1', replyId: 'r2' })]);
  });
});
