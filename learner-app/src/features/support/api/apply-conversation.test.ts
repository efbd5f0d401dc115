import { QueryClient } from '@tanstack/react-query';
import type { SupportConversationView } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { conversation, message } from '../testing/fake-support-api';
import { applyConversation } from './apply-conversation';
import { supportKeys } from './support-keys';

const cached = (client: QueryClient) => client.getQueryData<SupportConversationView>(supportKeys.conversation('learner:u1', 'c1'));

describe('applying a view of a conversation', () => {
  it('keeps the newer messages when an older view arrives late', () => {
    const client = new QueryClient();
    const newer = conversation('c1', { messages: [message(1), message(2)], lastMessageAt: '2025-03-01T10:02:00.000Z' });
    const older = conversation('c1', { messages: [message(1)], lastMessageAt: '2025-03-01T10:01:00.000Z' });
    applyConversation(client, 'learner:u1', newer);
    applyConversation(client, 'learner:u1', older);
    expect(cached(client)?.messages).toHaveLength(2);
  });

  it('applies a change without a new message, such as a read mark', () => {
    const client = new QueryClient();
    const sent = conversation('c1', { messages: [message(1, { state: 'sent' })] });
    const read = conversation('c1', { messages: [message(1, { state: 'read' })] });
    applyConversation(client, 'learner:u1', sent);
    applyConversation(client, 'learner:u1', read);
    expect(cached(client)?.messages[0]?.state).toBe('read');
  });
});
