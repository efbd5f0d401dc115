import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { LEDGER_EXPORT_FIELDS, LEDGER_GENESIS_HASH, type LedgerEntry } from '../http/corporate.types.js';
import { canonicalJson, chainLedger, ledgerCsv, ledgerExportFormat, ledgerJsonl, ledgerLineHash, verifyLedgerExport } from './ledger-chain.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const entry = (n: number, type: string, amount: number, balanceAfter: number, reference: string | null): LedgerEntry => ({
  eventId: `00000000-0000-4000-8000-00000000000${n}`,
  position: `${String(n).padStart(20, '0')}-${String(n).padStart(20, '0')}`,
  at: `2026-11-0${n}T09:00:00.000Z`,
  type,
  amount,
  balanceAfter,
  by: n === 4 ? null : 'admin-1',
  reference,
});
const entries = [
  entry(1, 'CostCentreOpened', 0, 0, 'OPS'),
  entry(2, 'CreditsDeposited', 100, 100, 'INV-7, "Q4"'),
  entry(3, 'CreditsDeducted', -30, 70, 'enrolment-1'),
  entry(4, 'CreditsExpired', -70, 0, null),
];
const lines = chainLedger('cc-1', false, entries, sha256);

describe('ledger hash chain', () => {
  it('writes canonical JSON with sorted keys and no spaces', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: -2, y: 'é' } })).toBe('{"a":[true,null,"x"],"b":1,"c":{"y":"é","z":-2}}');
  });

  it('chains each line on the previous hash, from the genesis hash', () => {
    const { hash: _first, ...body } = lines[0]!;
    expect(lines[0]!.hash).toBe(sha256(LEDGER_GENESIS_HASH + canonicalJson(body)));
    expect(lines[1]!.hash).toBe(ledgerLineHash(sha256, lines[0]!.hash, lines[1]!));
    expect(Object.keys(lines[2]!)).toEqual([...LEDGER_EXPORT_FIELDS]);
  });

  it('verifies its own JSON Lines and CSV exports, to the same head and balance', () => {
    const csv = ledgerCsv(lines);
    expect(csv.split('\r\n')[0]).toBe(LEDGER_EXPORT_FIELDS.join(','));
    expect(csv).toContain('"INV-7, ""Q4"""');
    const expected = { ok: true, lines: 4, costCentreId: 'cc-1', balance: 0, head: lines[3]!.hash };
    expect(verifyLedgerExport(ledgerJsonl(lines), 'jsonl', sha256)).toEqual({ ...expected, format: 'jsonl' });
    expect(verifyLedgerExport(csv, 'csv', sha256)).toEqual({ ...expected, format: 'csv' });
  });

  it('writes a reference a spreadsheet would run as a formula as text, and verifies the export all the same', () => {
    const hostile = chainLedger(
      'cc-1',
      false,
      [
        entry(1, 'CreditsDeposited', 100, 100, '=HYPERLINK("https://evil.example","INV-1")'),
        entry(2, 'CreditsDeposited', 50, 150, "'=quoted already"),
        entry(3, 'CreditsDeducted', -20, 130, '@SUM(A1)'),
      ],
      sha256,
    );
    const records = ledgerCsv(hostile).split('\r\n');
    expect(records[1]).toContain(`"'=HYPERLINK(""https://evil.example"",""INV-1"")"`);
    expect(records[2]).toContain(`''=quoted already`);
    expect(records[3]).toContain(`'@SUM(A1)`);
    expect(records[3]).toContain(',-20,130,');
    expect(verifyLedgerExport(ledgerCsv(hostile), 'csv', sha256)).toMatchObject({ ok: true, lines: 3, head: hostile[2]!.hash });
  });

  it('tells the format by the name, else by the content', () => {
    expect(ledgerExportFormat('ledger.JSONL', '')).toBe('jsonl');
    expect(ledgerExportFormat('ledger.csv', '{')).toBe('csv');
    expect(ledgerExportFormat('ledger.txt', ledgerJsonl(lines))).toBe('jsonl');
    expect(ledgerExportFormat('ledger.txt', ledgerCsv(lines))).toBe('csv');
  });

  it('names the first line changed in the JSON Lines export, and why', () => {
    const jsonl = ledgerJsonl(lines).split('\n');
    const amountChanged = [...jsonl];
    amountChanged[2] = amountChanged[2]!.replace('"amount":-30,"balanceAfter":70', '"amount":-20,"balanceAfter":80');
    expect(verifyLedgerExport(amountChanged.join('\n'), 'jsonl', sha256)).toMatchObject({ ok: false, line: 3, reason: expect.stringContaining('hash') });
    const deleted = jsonl.filter((_, index) => index !== 1);
    expect(verifyLedgerExport(deleted.join('\n'), 'jsonl', sha256)).toMatchObject({ ok: false, line: 2, reason: expect.stringContaining('balanceAfter 70') });
    const swapped = [jsonl[0]!, jsonl[2]!, jsonl[1]!, ...jsonl.slice(3)];
    expect(verifyLedgerExport(swapped.join('\n'), 'jsonl', sha256)).toMatchObject({ ok: false, line: 2 });
    const badJson = [...jsonl];
    badJson[3] = '{"amount":';
    expect(verifyLedgerExport(badJson.join('\n'), 'jsonl', sha256)).toEqual({ ok: false, format: 'jsonl', line: 4, reason: 'not valid JSON' });
  });

  it('names the first record changed in the CSV export by its line in the file', () => {
    const csv = ledgerCsv(lines).split('\r\n');
    const hashEdited = [...csv];
    hashEdited[3] = hashEdited[3]!.replace(/,[0-9a-f]{64}$/, `,${'f'.repeat(64)}`);
    expect(verifyLedgerExport(hashEdited.join('\r\n'), 'csv', sha256)).toMatchObject({ ok: false, line: 4, reason: expect.stringContaining('does not chain') });
    const negative = chainLedger('cc-1', false, [entry(1, 'CostCentreOpened', 0, 0, 'OPS'), entry(2, 'CreditsDeducted', -5, -5, 'e1')], sha256);
    expect(verifyLedgerExport(ledgerCsv(negative), 'csv', sha256)).toMatchObject({ ok: false, line: 3, reason: expect.stringContaining('below zero') });
    expect(verifyLedgerExport(ledgerCsv(chainLedger('cc-1', true, negative, sha256)), 'csv', sha256)).toMatchObject({ ok: true, balance: -5 });
    expect(verifyLedgerExport(csv.slice(1).join('\r\n'), 'csv', sha256)).toMatchObject({ ok: false, line: 1 });
    expect(verifyLedgerExport(`${csv[0]}\r\n`, 'csv', sha256)).toMatchObject({ ok: false, reason: 'the export has no ledger lines' });
  });
});
