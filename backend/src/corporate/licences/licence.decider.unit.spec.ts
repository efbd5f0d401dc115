import { describe, expect, it } from '@jest/globals';
import type { LicenceEvent, LicencePoolCreated } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(licenceDecider);
const fieldsOf = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields } : result);

describe('licence decider', () => {
  it('given nothing, when a pool is created, then it is; given one, when created again, then ALREADY_EXIST', () => {
    expect(when([], { type: 'CreateLicencePool', ...pool })).toEqual([created]);
    expect(fieldsOf(when([created], { type: 'CreateLicencePool', ...pool }))).toEqual({ code: 'ALREADY_EXIST', fields: [] });
  });

  it('given nothing, when a pool ends before it starts or covers nothing, then BAD_REQUEST naming each field and nothing is created', () => {
    const backwards = when([], { type: 'CreateLicencePool', ...pool, validUntil: pool.validFrom });
    expect(fieldsOf(backwards)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'validUntil', code: 'BAD_REQUEST', rule: 'endBeforeStart' }] });
    const empty = when([], { type: 'CreateLicencePool', ...pool, coverage: { all: false, courseIds: [], bundleIds: [] } });
    expect(fieldsOf(empty)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'courseIds', code: 'IS_NOT_EMPTY' }] });
    expect(when([], { type: 'CreateLicencePool', ...pool, coverage: { all: true } })).toEqual([{ ...created, data: { ...pool, coverage: { all: true } } }]);
  });

  it('given a pool, when seats are given to new people and to a holder, then only the new ones are recorded, once each', () => {
    expect(when([created, assigned('u1')], assign('u1', 'u2', 'u2', 'u3'))).toEqual([assigned('u2', 'u3')]);
  });

  it('given holders only, when they are given seats again, then nothing happens', () => {
    expect(when([created, assigned('u1', 'u2')], assign('u2', 'u1'))).toEqual([]);
  });

  it('given one free seat, when two new people are given seats, then refused naming the one free seat, all or nothing', () => {
    const result = when([created, assigned('u1', 'u2')], assign('u3', 'u4', 'u1'));
    expect(fieldsOf(result)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'userIds', code: 'BAD_REQUEST', rule: 'seatsExhausted', n: 1 }] });
  });

  it('given a full pool whose seat was revoked, when a new person is given it, then they get it', () => {
    const full = [created, assigned('u1', 'u2', 'u3')];
    expect(fieldsOf(when(full, assign('u4')))).toMatchObject({ fields: [{ rule: 'seatsExhausted', n: 0 }] });
    expect(when([...full, revoked('u2')], assign('u4'))).toEqual([assigned('u4')]);
  });

  it('given a pool past its end, when seats are given, then refused as licenceExpired; right before the end they are given', () => {
    const late = when([created], { ...assign('u1'), at: pool.validUntil } as LicenceCommand);
    expect(fieldsOf(late)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'licenceId', code: 'BAD_REQUEST', rule: 'licenceExpired' }] });
    expect(when([created], { ...assign('u1'), at: '2026-12-31T23:59:59.000Z' } as LicenceCommand)).toHaveLength(1);
  });

  it('given holders, when seats are revoked from holders and from people without one, then only the holders lose theirs', () => {
    expect(when([created, assigned('u1', 'u2')], revoke('u2', 'u9', 'u2'))).toEqual([revoked('u2')]);
    expect(when([created, assigned('u1')], revoke('u9'))).toEqual([]);
  });

  it('given no pool, when seats are given or revoked, then NOT_FOUND', () => {
    expect(fieldsOf(when([], assign('u1')))).toEqual({ code: 'NOT_FOUND', fields: [] });
    expect(fieldsOf(when([], revoke('u1')))).toEqual({ code: 'NOT_FOUND', fields: [] });
  });
});
