import type { FieldError, LicenceCoverage, LicenceEvent, LicencePoolCreated } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type LicenceCommand =
  | ({ type: 'CreateLicencePool' } & LicencePoolCreated['data'])
  | { type: 'AssignSeats'; userIds: string[]; by: string; at: string }
  | { type: 'RevokeSeats'; userIds: string[]; by: string; at: string };

export type LicencePool = Omit<LicencePoolCreated['data'], 'by'>;

export interface LicenceState {
  pool: LicencePool | null;
  /** Who holds a seat, in the order they were given one. */
  holders: string[];
}

const unique = (ids: string[]) => [...new Set(ids)];

function creationProblems(command: { validFrom: string; validUntil: string; coverage: LicenceCoverage }): Omit<FieldError, 'message'>[] {
  const problems: Omit<FieldError, 'message'>[] = [];
  if (command.validUntil <= command.validFrom) problems.push({ field: 'validUntil', code: 'BAD_REQUEST', rule: 'endBeforeStart' });
  // A pool covering nothing could never be used to enrol.
  if (!command.coverage.all && command.coverage.courseIds.length === 0 && command.coverage.bundleIds.length === 0)
    problems.push({ field: 'courseIds', code: 'IS_NOT_EMPTY' });
  return problems;
}

/**
 * One licence pool and its seats. One seat per person; giving seats is all or nothing (more new
 * people than free seats is refused, naming how many are free) and only while the pool is valid;
 * people already holding a seat, or revoked without one, are skipped. The seat count holds inside
 * this one stream, so two admins racing for the last seat cannot both win.
 */
export const licenceDecider: Decider<LicenceCommand, LicenceEvent, LicenceState> = {
  initialState: () => ({ pool: null, holders: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'LicencePoolCreated': {
        const { by: _by, ...pool } = event.data;
        return { ...state, pool };
      }
      case 'LicenceSeatsAssigned':
        return { ...state, holders: unique([...state.holders, ...event.data.userIds]) };
      case 'LicenceSeatsRevoked': {
        const revoked = new Set(event.data.userIds);
        return { ...state, holders: state.holders.filter((id) => !revoked.has(id)) };
      }
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateLicencePool': {
        if (state.pool) return DomainError.alreadyExists();
        const { type: _type, ...data } = command;
        const problems = creationProblems(data);
        return problems.length > 0 ? DomainError.badRequest(problems) : [{ type: 'LicencePoolCreated', data }];
      }
      case 'AssignSeats': {
        const pool = state.pool;
        if (!pool) return DomainError.notFound();
        if (command.at >= pool.validUntil) return DomainError.badRequest([{ field: 'licenceId', code: 'BAD_REQUEST', rule: 'licenceExpired' }]);
        const added = unique(command.userIds).filter((id) => !state.holders.includes(id));
        if (added.length === 0) return [];
        const free = pool.seats - state.holders.length;
        if (added.length > free) return DomainError.badRequest([{ field: 'userIds', code: 'BAD_REQUEST', rule: 'seatsExhausted', n: free }]);
        return [{ type: 'LicenceSeatsAssigned', data: { licenceId: pool.licenceId, orgId: pool.orgId, userIds: added, by: command.by, at: command.at } }];
      }
      case 'RevokeSeats': {
        const pool = state.pool;
        if (!pool) return DomainError.notFound();
        const held = unique(command.userIds).filter((id) => state.holders.includes(id));
        if (held.length === 0) return [];
        return [{ type: 'LicenceSeatsRevoked', data: { licenceId: pool.licenceId, orgId: pool.orgId, userIds: held, by: command.by, at: command.at } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
