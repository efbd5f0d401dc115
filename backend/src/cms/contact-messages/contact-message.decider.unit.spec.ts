import { describe, expect, it } from '@jest/globals';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { contactMessageDecider, type ContactMessageCommand } from './contact-message.decider.js';

const submit: ContactMessageCommand = {
  type: 'SubmitContactMessage',
  messageId: 'm1',
  name: 'Ann',
  email: 'ann@example.com',
  phoneNumber: '0812345678',
  companyName: null,
  topic: 'general',
  message: 'Hello',
  locale: 'en',
  userId: null,
  submittedAt: '2026-11-22T10:00:00.000Z',
};
const when = givenWhen(contactMessageDecider);

describe('contact message decider', () => {
  it('given nothing, when a message is submitted, then it is recorded', () => {
    const { type: _type, ...data } = submit;
    expect(when([], submit)).toEqual([{ type: 'ContactMessageSubmitted', data }]);
  });

  it('given the message exists, when submitted again, then ALREADY_EXIST', () => {
    const { type: _type, ...data } = submit;
    expect(when([{ type: 'ContactMessageSubmitted', data }], submit)).toBeInstanceOf(DomainError);
  });
});
