import { describe, it } from '@jest/globals';
import type { LicenceEvent, LicencePoolCreated } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { licenceDecider, type LicenceCommand } from './licence.decider.js';

const pool: LicencePoolCreated['data'] = {
  licenceId: 'l1',
  orgId: 'org1',
  name: 'Compliance 2026',
  seats: 3,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-01-01T00:00:00.000Z',
  coverage: { all: false, courseIds: ['pdpa-essentials'], bundleIds: ['pdpa-compliance-pack'] },
  by: 'admin',
  at: '2025-12-20T00:00:00.000Z',
};
const created: LicenceEvent = { type: 'LicencePoolCreated', data: pool };
const at = '2026-03-01T09:00:00.000Z';
const assigned = (...userIds: string[]): LicenceEvent => ({ type: 'LicenceSeatsAssigned', data: { licenceId: 'l1', orgId: 'org1', userIds, by: 'boss', at } });
const revoked = (...userIds: string[]): LicenceEvent => ({ type: 'LicenceSeatsRevoked', data: { licenceId: 'l1', orgId: 'org1', userIds, by: 'boss', at } });
const assign = (...userIds: string[]): LicenceCommand => ({ type: 'AssignSeats', userIds, by: 'boss', at });
const revoke = (...userIds: string[]): LicenceCommand => ({ type: 'RevokeSeats', userIds, by: 'boss', at });
const given = deciderSpec(licenceDecider);

describe('licence decider', () => {
  it('given nothing, when a pool is created, then it is; given one, when created again, then ALREADY_EXIST', () => {
    given([])
      .when({ type: 'CreateLicencePool', ...pool })
      .then([created]);
    given([created])
      .when({ type: 'CreateLicencePool', ...pool })
      .thenThrows('ALREADY_EXIST', []);
  });

  it('given nothing, when a pool ends before it starts or covers nothing, then BAD_REQUEST naming each field and nothing is created', () => {
    given([])
      .when({ type: 'CreateLicencePool', ...pool, validUntil: pool.validFrom })
      .thenThrows('BAD_REQUEST', [{ field: 'validUntil', code: 'BAD_REQUEST', rule: 'endBeforeStart' }]);
    given([])
      .when({ type: 'CreateLicencePool', ...pool, coverage: { all: false, courseIds: [], bundleIds: [] } })
      .thenThrows('BAD_REQUEST', [{ field: 'courseIds', code: 'IS_NOT_EMPTY' }]);
    given([])
      .when({ type: 'CreateLicencePool', ...pool, coverage: { all: true } })
      .then([{ ...created, data: { ...pool, coverage: { all: true } } }]);
  });

  it('given a pool, when seats are given to new people and to a holder, then only the new ones are recorded, once each', () => {
    given([created, assigned('u1')])
      .when(assign('u1', 'u2', 'u2', 'u3'))
      .then([assigned('u2', 'u3')]);
  });

  it('given holders only, when they are given seats again, then nothing happens', () => {
    given([created, assigned('u1', 'u2')])
      .when(assign('u2', 'u1'))
      .thenNothing();
  });

  it('given one free seat, when two new people are given seats, then refused naming the one free seat, all or nothing', () => {
    given([created, assigned('u1', 'u2')])
      .when(assign('u3', 'u4', 'u1'))
      .thenThrows('BAD_REQUEST', [{ field: 'userIds', code: 'BAD_REQUEST', rule: 'seatsExhausted', n: 1 }]);
  });

  it('given a full pool whose seat was revoked, when a new person is given it, then they get it', () => {
    const full = [created, assigned('u1', 'u2', 'u3')];
    given(full)
      .when(assign('u4'))
      .thenThrows('BAD_REQUEST', [{ field: 'userIds', code: 'BAD_REQUEST', rule: 'seatsExhausted', n: 0 }]);
    given([...full, revoked('u2')])
      .when(assign('u4'))
      .then([assigned('u4')]);
  });

  it('given a pool past its end, when seats are given, then refused as licenceExpired; right before the end they are given', () => {
    given([created])
      .when({ ...assign('u1'), at: pool.validUntil } as LicenceCommand)
      .thenThrows('BAD_REQUEST', [{ field: 'licenceId', code: 'BAD_REQUEST', rule: 'licenceExpired' }]);
    const justInTime = '2026-12-31T23:59:59.000Z';
    given([created])
      .when({ ...assign('u1'), at: justInTime } as LicenceCommand)
      .then([{ type: 'LicenceSeatsAssigned', data: { licenceId: 'l1', orgId: 'org1', userIds: ['u1'], by: 'boss', at: justInTime } }]);
  });

  it('given holders, when seats are revoked from holders and from people without one, then only the holders lose theirs', () => {
    given([created, assigned('u1', 'u2')])
      .when(revoke('u2', 'u9', 'u2'))
      .then([revoked('u2')]);
    given([created, assigned('u1')])
      .when(revoke('u9'))
      .thenNothing();
  });

  it('given no pool, when seats are given or revoked, then NOT_FOUND', () => {
    given([]).when(assign('u1')).thenThrows('NOT_FOUND', []);
    given([]).when(revoke('u1')).thenThrows('NOT_FOUND', []);
  });
});
