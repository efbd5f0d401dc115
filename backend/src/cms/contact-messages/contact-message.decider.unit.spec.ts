import { describe, expect, it } from '@jest/globals';
import type { ContactMessageEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(contactMessageDecider);
const refusal = (result: unknown) => (result instanceof DomainError ? [result.code, ...result.fields.map((f) => `${f.field}:${f.code}`)] : result);

describe('contact message decider', () => {
  it('given nothing, when a message is submitted, then it is recorded', () => {
    expect(when([], submit)).toEqual([submitted]);
  });

  it('given the message exists, when submitted again, then ALREADY_EXIST', () => {
    expect(refusal(when([submitted], submit))).toEqual(['ALREADY_EXIST']);
  });

  it('given a new message, when marked handled, then handled; when marked again, then nothing happens', () => {
    expect(when([submitted], { type: 'MarkContactMessageHandled', messageId: 'm1', at })).toEqual([handled]);
    expect(when([submitted, handled], { type: 'MarkContactMessageHandled', messageId: 'm1', at })).toEqual([]);
    expect(when([submitted, replied], { type: 'MarkContactMessageHandled', messageId: 'm1', at })).toEqual([]);
  });

  it('given a message, when support replies, then the reply is recorded trimmed, in the message\u2019s language', () => {
    expect(when([submitted], reply)).toEqual([replied]);
    expect(when([submitted, handled, replied], { ...reply, replyId: 'r2', body: 'อีกครั้ง' })).toEqual([
      { type: 'ContactMessageReplied', data: { messageId: 'm1', replyId: 'r2', body: 'อีกครั้ง', locale: 'th', at } },
    ]);
  });

  it('given the reply was recorded, when the same reply comes again, then nothing happens', () => {
    expect(when([submitted, replied], reply)).toEqual([]);
  });

  it('given no message, when handled or replied to, then NOT_FOUND', () => {
    expect(refusal(when([], { type: 'MarkContactMessageHandled', messageId: 'm1', at }))).toEqual(['NOT_FOUND']);
    expect(refusal(when([], reply))).toEqual(['NOT_FOUND']);
  });

  it('given a message, when the reply is only blanks, then 400 on body and nothing recorded', () => {
    expect(refusal(when([submitted], { ...reply, body: ' \n\t ' }))).toEqual(['BAD_REQUEST', 'body:IS_NOT_EMPTY']);
  });

  it('given a reply, when its mail is recorded, then once only; a reply that does not exist is NOT_FOUND', () => {
    const record: ContactMessageCommand = { type: 'RecordContactReplyMailed', messageId: 'm1', replyId: 'r1', at };
    expect(when([submitted, replied], record)).toEqual([mailed]);
    expect(when([submitted, replied, mailed], record)).toEqual([]);
    expect(refusal(when([submitted], record))).toEqual(['NOT_FOUND']);
  });
});
