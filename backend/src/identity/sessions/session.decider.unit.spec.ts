import { describe, it } from '@jest/globals';
import type { SessionEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { REFRESH_GRACE_SECONDS, sessionDecider, type RotateRefreshToken } from './session.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const first = { refreshTokenHash: 'h0', expiresAt: '2026-12-22T10:00:00.000Z' };
const rotate = (presented: string, next: string, when = at): RotateRefreshToken => ({
  type: 'RotateRefreshToken',
  sessionId: 's1',
  userId: 'u1',
  first,
  presentedTokenHash: presented,
  nextTokenHash: next,
  nextExpiresAt: '2026-12-23T10:00:00.000Z',
  at: when,
});
const rotated = (previous: string, next: string, when = at): SessionEvent => ({
  type: 'RefreshTokenRotated',
  data: { sessionId: 's1', userId: 'u1', previousTokenHash: previous, refreshTokenHash: next, expiresAt: '2026-12-23T10:00:00.000Z', at: when },
});
const given = deciderSpec(sessionDecider);

describe('session decider (rotating refresh tokens)', () => {
  it('given a new session, when its first token is presented, then it is rotated', () => {
    given([])
      .when(rotate('h0', 'h1'))
      .then([rotated('h0', 'h1')]);
  });

  it('given one rotation, when the current token is presented, then it is rotated again', () => {
    given([rotated('h0', 'h1')])
      .when(rotate('h1', 'h2'))
      .then([rotated('h1', 'h2')]);
  });

  it('given one rotation, when the retired token is presented again after the grace window, then the family is revoked', () => {
    const reusedAt = later(REFRESH_GRACE_SECONDS + 1);
    given([rotated('h0', 'h1')])
      .when(rotate('h0', 'h1', reusedAt))
      .then([{ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'refresh-token-reuse', at: reusedAt } }]);
  });

  it('given one rotation, when the token just rotated is presented again within the grace window for the same successor, then nothing happens', () => {
    given([rotated('h0', 'h1')])
      .when(rotate('h0', 'h1', later(REFRESH_GRACE_SECONDS)))
      .thenNothing();
  });

  it('given one rotation, when the token just rotated comes back within the grace window asking another successor, then IS_EXPIRED_TOKEN and the family stays', () => {
    given([rotated('h0', 'h1')])
      .when(rotate('h0', 'h9', later(1)))
      .thenThrows('IS_EXPIRED_TOKEN');
  });

  it('given two rotations, when the token before the last comes back within the grace window, then the family is revoked', () => {
    given([rotated('h0', 'h1'), rotated('h1', 'h2')])
      .when(rotate('h0', 'h1', later(1)))
      .then([{ type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'refresh-token-reuse', at: later(1) } }]);
  });

  it('given a repeat within the grace window, when the successor is presented, then it is rotated as usual', () => {
    given([rotated('h0', 'h1')])
      .when(rotate('h1', 'h2', later(2)))
      .then([rotated('h1', 'h2', later(2))]);
  });

  it('given a revoked family, when even the current token is presented, then IS_EXPIRED_TOKEN', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { sessionId: 's1', userId: 'u1', reason: 'refresh-token-reuse', at } };
    given([rotated('h0', 'h1'), revoked])
      .when(rotate('h1', 'h2'))
      .thenThrows('IS_EXPIRED_TOKEN');
  });

  it('given a session, when an unknown token is presented, then IS_EXPIRED_TOKEN', () => {
    given([]).when(rotate('guess', 'h1')).thenThrows('IS_EXPIRED_TOKEN');
  });

  it('given a session, when its token has expired, then IS_EXPIRED_TOKEN', () => {
    given([])
      .when(rotate('h0', 'h1', '2026-12-22T10:00:00.000Z'))
      .thenThrows('IS_EXPIRED_TOKEN');
  });
});
