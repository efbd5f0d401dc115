import { describe, expect, it } from '@jest/globals';
import { SUPPORT_VISITOR_HEADER, supportVisitorStream } from '@khru/contracts';
import type { EventStore, RecordedEvent, RuntimeConfig } from '@khru/platform';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { SupportVisitorTokens } from './support-visitor-tokens.js';

const config = { supportVisitorKey: 'k'.repeat(32), dataDir: '/nowhere', supportVisitorTokenDays: 30 } as RuntimeConfig;
const visitor = { visitorId: 'v1', name: 'Ann', email: 'ann@example.com' };
const day = (n: number, time = '09:00:00.000') => new Date(`2026-11-${String(n).padStart(2, '0')}T${time}Z`);
const joined = {
  type: 'VisitorJoinedAccount',
  data: { ...visitor, userId: 'u1', organisationId: null, at: day(2).toISOString() },
} as unknown as RecordedEvent;

/** The tokens over a store holding the visitor's stream, joined or not. */
const tokensOver = (events: RecordedEvent[]) =>
  new SupportVisitorTokens(config, { readStream: async (id: string) => (id === supportVisitorStream('v1') ? events : []) } as unknown as EventStore);

const namingToken = [{ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' }];

describe('support visitor tokens', () => {
  it('act for their visitor through the 30th day from the day they were issued, then 401 IS_EXPIRED_TOKEN', async () => {
    const tokens = tokensOver([]);
    const token = tokens.issue(visitor, day(1, '23:00:00.000'));
    expect(await tokens.acting(token, day(30, '23:59:59.999'))).toMatchObject(visitor);
    expect(await refusalOf(() => tokens.acting(token, new Date('2026-12-01T00:00:00.000Z')))).toEqual({ code: 'IS_EXPIRED_TOKEN', fields: [] });
    expect(await refusalOf(() => tokens.acting('not.ours', day(1)))).toEqual({ code: 'UNAUTHORIZED', fields: [] });
  });

  it('act no more once their visitor joined an account, however recent: 403 naming the token expired', async () => {
    const tokens = tokensOver([joined]);
    expect(await refusalOf(() => tokens.acting(tokens.issue(visitor, day(3)), day(3)))).toEqual({ code: 'FORBIDDEN', fields: namingToken });
  });

  it('brought to join, are refused with 400 naming the token when expired or not ours; the decider rules on the rest', async () => {
    const tokens = tokensOver([joined]);
    const token = tokens.issue(visitor, day(1));
    expect(tokens.joining(token, day(5))).toMatchObject(visitor);
    expect(await refusalOf(() => tokens.joining(token, new Date('2026-12-01T00:00:00.000Z')))).toEqual({ code: 'BAD_REQUEST', fields: namingToken });
    expect(await refusalOf(() => tokens.joining('not.ours', day(1)))).toEqual({ code: 'BAD_REQUEST', fields: namingToken });
  });

  it('are renewed when used on a later day than they were issued, the renewed one living a day longer', async () => {
    const tokens = tokensOver([]);
    const first = tokens.issue(visitor, day(1));
    const claims = await tokens.acting(first, day(1));
    expect(tokens.renewed(claims, day(1, '23:59:59.999'))).toBeNull();
    const renewed = tokens.renewed(claims, day(2));
    expect(renewed).toBe(tokens.issue(visitor, day(2)));
    const december = new Date('2026-12-01T09:00:00.000Z');
    expect(await refusalOf(() => tokens.acting(first, december))).toEqual({ code: 'IS_EXPIRED_TOKEN', fields: [] });
    expect(await tokens.acting(renewed, december)).toMatchObject(visitor);
  });

  it('are issued afresh for a mailed reply, and not at all once the visitor joined an account', async () => {
    expect(await tokensOver([]).mailed(visitor, day(20))).toBe(tokensOver([]).issue(visitor, day(20)));
    expect(await tokensOver([joined]).mailed(visitor, day(20))).toBeNull();
  });
});
