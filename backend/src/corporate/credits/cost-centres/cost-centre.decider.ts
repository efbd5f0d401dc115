import { CREDIT_REVERSAL_WINDOW_DAYS, creditDelta, type CostCentreEvent, type FieldRule } from '@khru/contracts';
import type { Decider } from '../../../kernel/commands/decider.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';

export type CostCentreCommand =
  | { type: 'OpenCostCentre'; costCentreId: string; orgId: string; code: string; name: string; unlimited: boolean; expiresAt: string; by: string; at: string }
  | { type: 'DepositCredits'; amount: number; invoiceRef: string; by: string; at: string }
  | {
      type: 'DeductForEnrolment';
      enrolmentId: string;
      userId: string;
      itemId: string;
      isBundle: boolean;
      courseIds: string[];
      amount: number;
      at: string;
    }
  /** `started`: the learner has studied any course of the enrolment (from the progress read model). */
  | { type: 'ReverseEnrolment'; enrolmentId: string; started: boolean; by: string; at: string }
  | { type: 'TransferOut'; transferId: string; toCostCentreId: string; amount: number; by: string; at: string }
  | { type: 'TransferIn'; transferId: string; fromCostCentreId: string; amount: number; by: string; at: string }
  | { type: 'Expire'; at: string };

/** An enrolment by credits as the ledger knows it. */
export interface LedgerEnrolment {
  enrolmentId: string;
  userId: string;
  itemId: string;
  isBundle: boolean;
  amount: number;
  at: string;
  reversed: boolean;
}

export interface CostCentreState {
  opened: { costCentreId: string; orgId: string; code: string; name: string; unlimited: boolean; expiresAt: string } | null;
  balance: number;
  used: number;
  expired: boolean;
  enrolments: Map<string, LedgerEnrolment>;
  transfersIn: Set<string>;
  transfersOut: Set<string>;
}

const DAY_MS = 24 * 3600 * 1000;

const field = (name: string, rule: FieldRule, n?: number) =>
  DomainError.badRequest([{ field: name, code: 'BAD_REQUEST', rule, ...(n === undefined ? {} : { n }) }]);

/** The enrolment a person already holds in an item through this cost centre (not reversed). */
export function activeEnrolment(state: CostCentreState, userId: string, itemId: string, isBundle: boolean): LedgerEnrolment | undefined {
  for (const enrolment of state.enrolments.values())
    if (!enrolment.reversed && enrolment.userId === userId && enrolment.itemId === itemId && enrolment.isBundle === isBundle) return enrolment;
  return undefined;
}

/**
 * One cost centre's credits. A limited cost centre never goes below zero: a deduction or transfer
 * larger than the balance is refused (INSUFFICIENT_CREDITS for an enrolment). An unlimited one records
 * deductions without checking. A person enrols once per item: asking again deducts nothing. An
 * enrolment may be reversed within the window; at the contract's end the balance left expires and
 * the cost centre takes no more credits in or out.
 */
export const costCentreDecider: Decider<CostCentreCommand, CostCentreEvent, CostCentreState> = {
  initialState: () => ({ opened: null, balance: 0, used: 0, expired: false, enrolments: new Map(), transfersIn: new Set(), transfersOut: new Set() }),

  evolve(state, event) {
    const balance = state.balance + creditDelta(event);
    switch (event.type) {
      case 'CostCentreOpened': {
        const { costCentreId, orgId, code, name, unlimited, expiresAt } = event.data;
        return { ...state, opened: { costCentreId, orgId, code, name, unlimited, expiresAt } };
      }
      case 'CreditsDeposited':
        return { ...state, balance };
      case 'CreditsDeducted': {
        const { enrolmentId, userId, itemId, isBundle, amount, at } = event.data;
        const enrolments = new Map(state.enrolments).set(enrolmentId, { enrolmentId, userId, itemId, isBundle, amount, at, reversed: false });
        return { ...state, balance, used: state.used + amount, enrolments };
      }
      case 'CreditsReversed': {
        const enrolment = state.enrolments.get(event.data.enrolmentId);
        const enrolments = enrolment ? new Map(state.enrolments).set(enrolment.enrolmentId, { ...enrolment, reversed: true }) : state.enrolments;
        return { ...state, balance, used: state.used - event.data.amount, enrolments };
      }
      case 'CreditsTransferredOut':
        return { ...state, balance, transfersOut: new Set(state.transfersOut).add(event.data.transferId) };
      case 'CreditsTransferredIn':
        return { ...state, balance, transfersIn: new Set(state.transfersIn).add(event.data.transferId) };
      case 'CreditsExpired':
        return { ...state, balance, expired: true };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'OpenCostCentre') {
      if (state.opened) return new DomainError('ALREADY_EXIST');
      const { type: _type, ...data } = command;
      return [{ type: 'CostCentreOpened', data }];
    }
    const opened = state.opened;
    if (!opened) return DomainError.notFound();
    const costCentreId = opened.costCentreId;
    if (command.type === 'Expire') {
      if (state.expired || command.at < opened.expiresAt) return [];
      return [{ type: 'CreditsExpired', data: { costCentreId, amount: opened.unlimited ? 0 : Math.max(state.balance, 0), at: command.at } }];
    }
    // Credits sent were checked at the source; they always arrive (once), so none are lost between two cost centres.
    if (command.type === 'TransferIn') {
      if (state.transfersIn.has(command.transferId)) return [];
      const { type: _type, ...data } = command;
      return expireOnArrival(state, [{ type: 'CreditsTransferredIn', data: { costCentreId, ...data } }], command.amount, command.at);
    }
    if (command.type === 'ReverseEnrolment') return reverse(command, state, costCentreId);
    if (state.expired || command.at >= opened.expiresAt) return field('costCentreId', 'costCentreExpired');
    const limited = !opened.unlimited;
    switch (command.type) {
      case 'DepositCredits':
        return [{ type: 'CreditsDeposited', data: { costCentreId, amount: command.amount, invoiceRef: command.invoiceRef, by: command.by, at: command.at } }];
      case 'DeductForEnrolment': {
        if (state.enrolments.has(command.enrolmentId) || activeEnrolment(state, command.userId, command.itemId, command.isBundle)) return [];
        if (limited && state.balance < command.amount) return new DomainError('INSUFFICIENT_CREDITS');
        const { type: _type, ...data } = command;
        return [{ type: 'CreditsDeducted', data: { costCentreId, orgId: opened.orgId, ...data } }];
      }
      case 'TransferOut': {
        if (state.transfersOut.has(command.transferId)) return [];
        if (command.toCostCentreId === costCentreId) return field('toCostCentreId', 'sameCostCentre');
        // An unlimited cost centre has no balance to give: a transfer out of it would mint credits.
        if (!limited) return field('costCentreId', 'unlimitedNoTransfer');
        // The admin moving credits is told how many are left (INSUFFICIENT_CREDITS speaks to a learner enrolling).
        if (state.balance < command.amount) return field('amount', 'creditsLeft', state.balance);
        const { type: _type, ...data } = command;
        return [{ type: 'CreditsTransferredOut', data: { costCentreId, ...data } }];
      }
    }
  },
};

function reverse(command: Extract<CostCentreCommand, { type: 'ReverseEnrolment' }>, state: CostCentreState, costCentreId: string) {
  const enrolment = state.enrolments.get(command.enrolmentId);
  if (!enrolment) return DomainError.notFound();
  if (enrolment.reversed) return field('enrolmentId', 'alreadyReversed');
  if (Date.parse(command.at) - Date.parse(enrolment.at) > CREDIT_REVERSAL_WINDOW_DAYS * DAY_MS)
    return field('enrolmentId', 'reversalWindowPassed', CREDIT_REVERSAL_WINDOW_DAYS);
  if (command.started) return field('enrolmentId', 'enrolmentStarted');
  return expireOnArrival(
    state,
    [
      {
        type: 'CreditsReversed',
        data: { costCentreId, enrolmentId: enrolment.enrolmentId, userId: enrolment.userId, amount: enrolment.amount, by: command.by, at: command.at },
      },
    ],
    enrolment.amount,
    command.at,
  );
}

/**
 * Credits that come back after the contract's end (a transfer in transit, an enrolment cancelled
 * within its window) are still recorded, so the enrolment or the transfer is whole, and expire with
 * the rest at once: an expired limited cost centre holds nothing.
 */
function expireOnArrival(state: CostCentreState, events: CostCentreEvent[], amount: number, at: string): CostCentreEvent[] {
  if (!state.expired || !state.opened || state.opened.unlimited) return events;
  return [...events, { type: 'CreditsExpired', data: { costCentreId: state.opened.costCentreId, amount, at } }];
}
