import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('the time beside a chat message', () => {
  // 23:30 on 24 November in Bangkok is 16:30 UTC; 00:30 on the 25th there is 17:30 UTC on the 24th.
  const now = new Date('2026-11-24T17:30:00.000Z');

  it('shows only the Bangkok time for a message of the same Bangkok day, whatever the UTC day', () => {
    expect(messageTime('2026-11-24T17:10:00.000Z', 'en', now)).toBe('00:10');
  });

  it('shows the day too for a message of an earlier Bangkok day, in the Buddhist era in Thai', () => {
    expect(messageTime('2026-11-24T16:30:00.000Z', 'en', now)).toBe('24 Nov 2026, 23:30');
    expect(messageTime('2026-11-24T16:30:00.000Z', 'th', now)).toMatch(/^24 พ\.ย\. 2569/);
  });
});
