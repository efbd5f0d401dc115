import { HISTORY_RECORD_KINDS } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { HISTORY_EVENT_TYPES } from './history-event-types';
import { historyMessages } from './history.messages';

const THAI = /[\u0E00-\u0E7F]/;
const eventLabels = (locale: 'en' | 'th') => (historyMessages[locale].khru.history as { events: Record<string, string> }).events;

describe('History event labels', () => {
  it('lists the event types of every record kind the History API serves', () => {
    expect(Object.keys(HISTORY_EVENT_TYPES).sort()).toEqual([...HISTORY_RECORD_KINDS].sort());
  });

  it.each(HISTORY_RECORD_KINDS)('names every event of a %s in English and in Thai', (kind) => {
    for (const type of HISTORY_EVENT_TYPES[kind]) {
      expect({ type, en: eventLabels('en')[type] }).toEqual({ type, en: expect.stringMatching(/\w/) });
      expect({ type, th: eventLabels('th')[type] }).toEqual({ type, th: expect.stringMatching(THAI) });
    }
  });

  it('says "Price changed" and "ราคาเปลี่ยน" for a course price change', () => {
    expect(eventLabels('en').CoursePriceChanged).toBe('Price changed');
    expect(eventLabels('th').CoursePriceChanged).toBe('ราคาเปลี่ยน');
  });
});
