import { describe, it } from '@jest/globals';
import type { ContactMessageEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { contactMessageDecider, type ContactMessageCommand } from './contact-message.decider.js';

const submit: Extract<ContactMessageCommand, { type: 'SubmitContactMessage' }> = {
  type: 'SubmitContactMessage',
  messageId: 'm1',
  name: 'Ann',
  email: 'ann@example.com',
  phoneNumber: '0812345678',
  companyName: null,
  topic: 'general',
  message: 'สวัสดีค่ะ',
  locale: 'th',
  userId: null,
  submittedAt: '2026-11-22T10:00:00.000Z',
};
const { type: _type, ...data } = submit;
const submitted: ContactMessageEvent = { type: 'ContactMessageSubmitted', data };
const at = '2026-11-23T09:00:00.000Z';
const handled: ContactMessageEvent = { type: 'ContactMessageHandled', data: { messageId: 'm1', at } };
const reply: ContactMessageCommand = { type: 'ReplyToContactMessage', messageId: 'm1', replyId: 'r1', body: '  ขอบคุณค่ะ  ', at };
const replied: ContactMessageEvent = { type: 'ContactMessageReplied', data: { messageId: 'm1', replyId: 'r1', body: 'ขอบคุณค่ะ', locale: 'th', at } };
const mailed: ContactMessageEvent = { type: 'ContactReplyMailed', data: { messageId: 'm1', replyId: 'r1', at } };
const given = deciderSpec(contactMessageDecider);

describe('contact message decider', () => {
  it('given nothing, when a message is submitted, then it is recorded', () => {
    given([]).when(submit).then([submitted]);
  });

  it('given the message exists, when submitted again, then ALREADY_EXIST', () => {
    given([submitted]).when(submit).thenThrows('ALREADY_EXIST', []);
  });

  it('given a new message, when marked handled, then handled; when marked again, then nothing happens', () => {
    given([submitted]).when({ type: 'MarkContactMessageHandled', messageId: 'm1', at }).then([handled]);
    given([submitted, handled]).when({ type: 'MarkContactMessageHandled', messageId: 'm1', at }).thenNothing();
    given([submitted, replied]).when({ type: 'MarkContactMessageHandled', messageId: 'm1', at }).thenNothing();
  });

  it('given a message, when support replies, then the reply is recorded trimmed, in the message\u2019s language', () => {
    given([submitted]).when(reply).then([replied]);
    given([submitted, handled, replied])
      .when({ ...reply, replyId: 'r2', body: 'อีกครั้ง' })
      .then([{ type: 'ContactMessageReplied', data: { messageId: 'm1', replyId: 'r2', body: 'อีกครั้ง', locale: 'th', at } }]);
  });

  it('given the reply was recorded, when the same reply comes again, then nothing happens', () => {
    given([submitted, replied]).when(reply).thenNothing();
  });

  it('given no message, when handled or replied to, then NOT_FOUND', () => {
    given([]).when({ type: 'MarkContactMessageHandled', messageId: 'm1', at }).thenThrows('NOT_FOUND', []);
    given([]).when(reply).thenThrows('NOT_FOUND', []);
  });

  it('given a message, when the reply is only blanks, then 400 on body and nothing recorded', () => {
    given([submitted])
      .when({ ...reply, body: ' \n\t ' })
      .thenThrows('BAD_REQUEST', [{ field: 'body', code: 'IS_NOT_EMPTY' }]);
  });

  it('given a reply, when its mail is recorded, then once only; a reply that does not exist is NOT_FOUND', () => {
    const record: ContactMessageCommand = { type: 'RecordContactReplyMailed', messageId: 'm1', replyId: 'r1', at };
    given([submitted, replied]).when(record).then([mailed]);
    given([submitted, replied, mailed]).when(record).thenNothing();
    given([submitted]).when(record).thenThrows('NOT_FOUND', []);
  });
});
