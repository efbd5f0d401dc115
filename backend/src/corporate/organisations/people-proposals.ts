import type { OrganisationEvent, PeopleProposal, PeopleProposed } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { OrganisationCommand } from './organisation-command.js';
import type { OrganisationState } from './organisation-state.js';

type Decide = (command: OrganisationCommand) => readonly OrganisationEvent[] | DomainError;
type Proposing = Extract<OrganisationCommand, { type: 'ProposePeople' }>;
type Settling = Extract<OrganisationCommand, { type: 'ConfirmProposal' | 'RefuseProposal' }>;
type Newcomer = PeopleProposed['data']['newcomers'][number];

/** The command a proposal asks for: decided when proposed (to refuse at once) and again when confirmed. */
function proposed(orgId: string, proposal: PeopleProposal, by: string, at: string): OrganisationCommand {
  switch (proposal.kind) {
    case 'create': {
      const { kind: _kind, ...organisation } = proposal;
      return { type: 'CreateOrganisation', orgId, ...organisation, by, at };
    }
    case 'add':
      return { type: 'AddEmployee', employee: proposal.employee, mayManageStaff: proposal.mayManageStaff, by, at };
    case 'import':
      return { type: 'ImportEmployees', rows: proposal.rows, mayManageStaff: proposal.mayManageStaff, by, at };
  }
}

/** The people a decision adds: those whose addresses must be claimed first. */
export const newcomersOf = (events: readonly OrganisationEvent[]): Newcomer[] =>
  events.flatMap((event) => (event.type === 'EmployeesAdded' ? event.data.employees.map(({ userId, email }) => ({ userId, email })) : []));

const sameNewcomers = (a: readonly Newcomer[], b: readonly Newcomer[]) =>
  a.length === b.length && a.every((person) => b.some((other) => other.userId === person.userId && other.email === person.email));

/**
 * A request that brings new people records the proposal alone (ADR 34): what the organisation would
 * refuse now is refused at once; the same request sent again proposes nothing more.
 */
export function decideProposal(command: Proposing, state: OrganisationState, decide: Decide): OrganisationEvent[] | DomainError {
  const { orgId, requestId, proposal, by, at } = command;
  if (state.proposals.has(requestId) || state.settled.has(requestId)) return [];
  if (proposal.kind === 'create' && [...state.proposals.values()].some((p) => p.proposal.kind === 'create')) return DomainError.alreadyExists();
  const decision = decide(proposed(orgId, proposal, by, at));
  if (decision instanceof DomainError) return decision;
  return [{ type: 'PeopleProposed', data: { orgId, requestId, proposal, newcomers: newcomersOf(decision), by, at } }];
}

/**
 * Once every newcomer's address is claimed, the proposal is decided again on the organisation as it
 * is now and its events recorded, with the confirmation last; a refusal is recorded, never thrown, as
 * the workflow that sends it only logs a thrown one.
 */
export function decideConfirmation(command: Settling, state: OrganisationState, decide: Decide): OrganisationEvent[] {
  const pending = state.proposals.get(command.requestId);
  if (!pending) return [];
  const { orgId, requestId, proposal, newcomers, by, at } = pending;
  const refused = (code: 'ALREADY_EXIST' | 'CONFLICT', taken: string[], fields: DomainError['fields'] = []): OrganisationEvent[] => [
    { type: 'ProposalRefused', data: { orgId, requestId, taken, code, fields } },
  ];
  if (command.type === 'RefuseProposal') return refused('ALREADY_EXIST', command.taken);
  const decision = decide(proposed(orgId, proposal, by, at));
  if (decision instanceof DomainError)
    return [{ type: 'ProposalRefused', data: { orgId, requestId, taken: [], code: decision.code, fields: decision.fields } }];
  // Someone joined in between under another id: the claims were made for the people proposed.
  if (!sameNewcomers(newcomersOf(decision), newcomers)) return refused('CONFLICT', []);
  return [...decision, { type: 'ProposalConfirmed', data: { orgId, requestId } }];
}

export function withProposal(state: OrganisationState, data: PeopleProposed['data']): OrganisationState {
  return { ...state, proposals: new Map(state.proposals).set(data.requestId, data) };
}

export function withoutProposal(state: OrganisationState, requestId: string): OrganisationState {
  const proposals = new Map(state.proposals);
  proposals.delete(requestId);
  return { ...state, proposals, settled: new Set(state.settled).add(requestId) };
}
