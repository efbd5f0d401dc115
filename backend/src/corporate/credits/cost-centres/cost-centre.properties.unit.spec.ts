import { describe, expect, it } from '@jest/globals';
import { chainLedger, creditDelta, verifyLedgerExport, type CostCentreEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { costCentreDecider, type CostCentreCommand, type CostCentreState } from './cost-centre.decider.js';
import { ledgerEntries } from './ledger/ledger-entries.js';

const costCentreId = 'cc-1';
const openedAt = Date.parse('2026-12-01T00:00:00.000Z');
const expiresAt = '2027-01-01T00:00:00.000Z';
const HOUR = 3600 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A command without its instant: the run gives each the next one. */
type Step = (at: string) => CostCentreCommand;

const amounts = fc.integer({ min: 1, max: 60 });
const enrolmentIds = fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5');
const transferIds = fc.constantFrom('t1', 't2', 't3');
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  amounts.map((amount): Step => (at) => ({ type: 'DepositCredits', amount, invoiceRef: 'INV', by: 'admin', at })),
  fc
    .record({ enrolmentId: enrolmentIds, userId: fc.constantFrom('u1', 'u2', 'u3'), itemId: fc.constantFrom('a', 'b'), amount: amounts })
    .map(({ enrolmentId, userId, itemId, amount }): Step => (at) => ({
      type: 'DeductForEnrolment',
      enrolmentId,
      userId,
      itemId,
      isBundle: false,
      courseIds: [itemId],
      amount,
      at,
    })),
  enrolmentIds.map((enrolmentId): Step => (at) => ({ type: 'ReverseEnrolment', enrolmentId, started: false, by: 'hr', at })),
  fc
    .record({ transferId: transferIds, amount: amounts })
    .map(({ transferId, amount }): Step => (at) => ({ type: 'TransferOut', transferId, toCostCentreId: 'cc-2', amount, by: 'org-admin', at })),
  fc
    .record({ transferId: transferIds, amount: amounts })
    .map(({ transferId, amount }): Step => (at) => ({ type: 'TransferIn', transferId, fromCostCentreId: 'cc-3', amount, by: 'org-admin', at })),
  fc.constant<Step>((at) => ({ type: 'Expire', at })),
);
/** Hours between two commands: the run crosses the contract's end (a month away) often enough. */
const gapArb = fc.integer({ min: 0, max: 72 });

/** What the store would record: each event with its id, position and instant. */
const recordedOf = (event: CostCentreEvent, index: number, occurredAt: string): RecordedEvent => ({
  id: `event-${index}`,
  streamId: `cost-centre-${costCentreId}`,
  streamPosition: index,
  position: { commit: 1n, prepare: BigInt(index + 1) },
  type: event.type,
  data: event.data as unknown as Record<string, unknown>,
  metadata: { correlationId: 'c', causationId: 'c', occurredAt, userId: 'someone' },
  createdAt: occurredAt,
});

/** Runs the commands through the decider as the executor would, keeping what it accepts and each balance seen. */
function run(unlimited: boolean, steps: [Step, number][]): { state: CostCentreState; history: RecordedEvent[]; balances: number[] } {
  const opening: CostCentreCommand = {
    type: 'OpenCostCentre',
    costCentreId,
    orgId: 'org-1',
    code: 'OPS',
    name: 'Operations',
    unlimited,
    expiresAt,
    by: 'admin',
    at: new Date(openedAt).toISOString(),
  };
  let state = costCentreDecider.initialState();
  let clock = openedAt;
  const history: RecordedEvent[] = [];
  const balances: number[] = [];
  for (const [command, occurredAt] of [
    [opening, clock] as const,
    ...steps.map(([step, gap]) => [step(new Date((clock += gap * HOUR)).toISOString()), clock] as const),
  ]) {
    const decision = costCentreDecider.decide(command, state);
    if (decision instanceof DomainError) continue;
    for (const event of decision) {
      history.push(recordedOf(event, history.length, new Date(occurredAt).toISOString()));
      state = costCentreDecider.evolve(state, event);
      balances.push(state.balance);
    }
  }
  return { state, history, balances };
}

const stepsArb = fc.array(fc.tuple(stepArb, gapArb), { maxLength: 60 });

describe('cost centre properties', () => {
  it('under any interleaving, a limited cost centre never goes below zero and its balance is the sum of its ledger', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { state, history, balances } = run(false, steps);
        expect(balances.every((balance) => balance >= 0)).toBe(true);
        const ledger = ledgerEntries(history);
        expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(state.balance);
        expect(ledger.at(-1)!.balanceAfter).toBe(state.balance);
        expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
        // Once expired, nothing stays: credits that come back expire with the rest.
        if (state.expired) expect(state.balance).toBe(0);
        // Spent on enrolments: what was deducted and not given back.
        const amountOf = (type: string) => history.filter((e) => e.type === type).reduce((sum, e) => sum + (e.data.amount as number), 0);
        expect(state.used).toBe(amountOf('CreditsDeducted') - amountOf('CreditsReversed'));
      }),
      { numRuns: 300 },
    );
  });

  it('under any interleaving, an unlimited cost centre records every deduction and its balance is still the sum of its ledger', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { state, history } = run(true, steps);
        const ledger = ledgerEntries(history);
        expect(ledger.at(-1)!.balanceAfter).toBe(state.balance);
        expect(history.reduce((sum, e) => sum + creditDelta({ type: e.type, data: e.data } as unknown as CostCentreEvent), 0)).toBe(state.balance);
      }),
      { numRuns: 200 },
    );
  });

  it('the export of any such ledger verifies, and a changed amount anywhere is found at its line', () => {
    fc.assert(
      fc.property(stepsArb, fc.boolean(), fc.nat(), (steps, unlimited, pick) => {
        const { history } = run(unlimited, steps);
        const lines = chainLedger(costCentreId, unlimited, ledgerEntries(history), sha256);
        expect(verifyLedgerExport(lines.map((l) => JSON.stringify(l)).join('\n'), 'jsonl', sha256)).toMatchObject({ ok: true, lines: lines.length });
        const index = pick % lines.length;
        const tampered = lines.map((l, i) => (i === index ? { ...l, amount: l.amount + 1, balanceAfter: l.balanceAfter + 1 } : l));
        expect(verifyLedgerExport(tampered.map((l) => JSON.stringify(l)).join('\n'), 'jsonl', sha256)).toMatchObject({ ok: false, line: index + 1 });
      }),
      { numRuns: 200 },
    );
  });
});
