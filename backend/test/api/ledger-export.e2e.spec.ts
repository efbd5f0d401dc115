import { describe, expect, it } from '@jest/globals';
import { LEDGER_EXPORT_FIELDS, organisationStream, type AuthResponse, type LedgerExportLine } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const VERIFIER = fileURLToPath(new URL('../../../scripts/audit-verify.mjs', import.meta.url));

/** Runs `npm run audit:verify -- FILE` as a person would (the script itself, without npm's banner). */
function verify(file: string): { status: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, [VERIFIER, file], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

/** An invoice reference a spreadsheet would run as a formula. */
const HOSTILE_REF = '=HYPERLINK("https://evil.example/","INV-8")';

describe.each(STORE_PROFILES)('ledger export and its verifier on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  /** An organisation as the organisations slice records one; a platform admin acts for any. */
  const organisation = async (admin: AuthResponse) => {
    const orgId = randomUUID();
    const at = new Date().toISOString();
    const data = {
      orgId,
      name: { en: 'Chao Phraya Logistics', th: 'เจ้าพระยาโลจิสติกส์' },
      taxId: '0105551234567',
      address: 'Bangkok',
      contract: { id: 'C-1', start: at, end: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() },
      by: admin.id,
      at,
    };
    const metadata = { correlationId: 'ledger-export-e2e', causationId: 'ledger-export-e2e', occurredAt: at };
    const { position } = await app()
      .app.get<EventStore>(EVENT_STORE)
      .append(organisationStream(orgId), [{ id: randomUUID(), type: 'OrganisationCreated', data, metadata }], 'no_stream');
    expect(await app().app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000)).toBe(true);
    return orgId;
  };

  const auditor = async (admin: AuthResponse) => {
    const email = uniqueEmail('auditor');
    await http()
      .post('/api/userprofileapi/user')
      .set(bearer(admin))
      .send({ email, password: 'auditor-pass-1', firstName: 'Pim', lastName: 'Auditor', role: 'AUDITOR' })
      .expect(201);
    return login(app(), email, 'auditor-pass-1');
  };

  const exported = (auth: AuthResponse, id: string, query: string) => http().get(`/api/orgsapi/cost-centres/${id}/ledger/export${query}`).set(bearer(auth));

  it('exports the ledger as JSON Lines and CSV that the verifier accepts, and refuses each tampered copy naming its line', async () => {
    const admin = await login(app(), DEMO.admin);
    const orgId = await organisation(admin);
    const open = async (code: string) =>
      (await http().post(`/api/orgsapi/organizations/${orgId}/cost-centres`).set(bearer(admin)).send({ code, name: code, unlimited: false }).expect(201)).body
        .id as string;
    const ops = await open('OPS');
    const sales = await open('SALES');
    await http().post(`/api/orgsapi/cost-centres/${ops}/deposits`).set(bearer(admin)).send({ amount: 100, invoiceRef: 'INV-7, "Q4"' }).expect(200);
    await new Promise((r) => setTimeout(r, 5));
    const beforeTransfer = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await http().post(`/api/orgsapi/cost-centres/${ops}/transfers`).set(bearer(admin)).send({ toCostCentreId: sales, amount: 35 }).expect(200);
    await http().post(`/api/orgsapi/cost-centres/${ops}/deposits`).set(bearer(admin)).send({ amount: 5, invoiceRef: HOSTILE_REF }).expect(200);
    const reader = await auditor(admin);

    const jsonl = await exported(reader, ops, '?format=jsonl').expect(200);
    expect(jsonl.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(jsonl.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="ledger-${ops}-\\d{8}T\\d{6}Z\\.jsonl"$`));
    const lines = jsonl.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LedgerExportLine);
    expect(lines.map((l) => [l.type, l.amount, l.balanceAfter, l.reference])).toEqual([
      ['CostCentreOpened', 0, 0, 'OPS'],
      ['CreditsDeposited', 100, 100, 'INV-7, "Q4"'],
      ['CreditsTransferredOut', -35, 65, expect.any(String)],
      ['CreditsDeposited', 5, 70, HOSTILE_REF],
    ]);
    expect(Object.keys(lines[0]!)).toEqual([...LEDGER_EXPORT_FIELDS]);
    const csv = await exported(reader, ops, '?format=csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/\.csv"$/);
    const records = csv.text.split('\r\n');
    expect(records[0]).toBe(LEDGER_EXPORT_FIELDS.join(','));
    expect(records[2]).toContain('"INV-7, ""Q4"""');
    // A spreadsheet opening the file shows the reference as text instead of running it (issue 27, defect 6).
    expect(records[4]).toContain(`,"'=HYPERLINK(""https://evil.example/"",""INV-8"")",`);
    // Both formats carry the same chain.
    expect(records[4]!.endsWith(`,${lines[3]!.hash}`)).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'khru-ledger-'));
    try {
      const write = (name: string, text: string) => {
        const file = join(dir, name);
        writeFileSync(file, text);
        return file;
      };
      const okJsonl = verify(write('ledger.jsonl', jsonl.text));
      expect([okJsonl.status, okJsonl.out]).toEqual([0, `OK ledger.jsonl: 4 lines (jsonl) of cost centre ${ops}, balance 70, head ${lines[3]!.hash}`]);
      expect(verify(write('ledger.csv', csv.text))).toMatchObject({ status: 0, out: expect.stringContaining('4 lines (csv)') });
      // Without an extension the content tells the format.
      expect(verify(write('ledger-download', csv.text))).toMatchObject({ status: 0 });

      const jsonlLines = jsonl.text.split('\n');
      const amountChanged = [...jsonlLines];
      amountChanged[1] = amountChanged[1]!.replace('"amount":100,', '"amount":90,');
      expect(verify(write('amount.jsonl', amountChanged.join('\n')))).toMatchObject({
        status: 1,
        err: expect.stringMatching(/^FAILED amount\.jsonl: line 2: balanceAfter 100 is not the previous balance 0 plus the amount 90$/),
      });
      const deleted = records.filter((_, index) => index !== 2);
      expect(verify(write('deleted.csv', deleted.join('\r\n')))).toMatchObject({ status: 1, err: expect.stringMatching(/: line 3: balanceAfter 65 /) });
      const reordered = [jsonlLines[0]!, jsonlLines[2]!, jsonlLines[1]!, ...jsonlLines.slice(3)];
      expect(verify(write('reordered.jsonl', reordered.join('\n')))).toMatchObject({ status: 1, err: expect.stringMatching(/: line 2: /) });
      const hashEdited = [...records];
      hashEdited[3] = hashEdited[3]!.replace(
        lines[2]!.hash,
        lines[2]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      );
      expect(verify(write('hash.csv', hashEdited.join('\r\n')))).toMatchObject({ status: 1, err: expect.stringMatching(/: line 4: hash .* does not chain/) });
      expect(verify(join(dir, 'missing.jsonl'))).toMatchObject({ status: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // An export as of an earlier instant is the start of today's: its lines and hashes do not change later.
    const earlier = await exported(reader, ops, `?asOf=${encodeURIComponent(beforeTransfer)}`).expect(200);
    expect(earlier.headers['content-disposition']).toMatch(/\.jsonl"$/);
    expect(earlier.text).toBe(firstLines(jsonl.text, 2));
    // The target's export holds the transfer's arrival (sent by the workflow).
    const arrived = await eventually(
      () => exported(reader, sales, '?format=jsonl').expect(200),
      (r) => r.text.includes('CreditsTransferredIn'),
    );
    expect(arrived.text.trim().split('\n')).toHaveLength(2);
    // An auditor reads, never moves credits.
    await http().post(`/api/orgsapi/cost-centres/${ops}/deposits`).set(bearer(reader)).send({ amount: 1, invoiceRef: 'X' }).expect(403);
    await exported(reader, ops, '?format=xml').expect(400);
    await exported(reader, randomUUID(), '').expect(404);
  });
});

/** The first `count` lines of a JSON Lines text, each with its newline. */
function firstLines(text: string, count: number): string {
  return text
    .split('\n')
    .slice(0, count)
    .map((line) => `${line}\n`)
    .join('');
}
