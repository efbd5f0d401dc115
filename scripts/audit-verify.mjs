// `npm run audit:verify -- FILE`: checks a cost centre's ledger export (JSON Lines or CSV, by the
// file's extension or its content): every line's hash chains to the one before from the genesis
// hash, every balance is the previous one plus the line's amount and never below zero unless the
// cost centre is unlimited. Exit 0 with a one-line summary, 1 naming the first bad line and why,
// 2 when the file cannot be read. The checks are the server's own (@khru/contracts).
import { verifyLedgerExport, ledgerExportFormat } from '@khru/contracts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('usage: npm run audit:verify -- FILE (a ledger export, .jsonl or .csv)');
  process.exit(2);
}

let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: cannot be read (${error.code ?? error.message})`);
  process.exit(2);
}

const sha256 = (value) => createHash('sha256').update(value, 'utf8').digest('hex');
const result = verifyLedgerExport(text, ledgerExportFormat(basename(file), text), sha256);
if (result.ok) {
  console.log(
    `OK ${basename(file)}: ${result.lines} lines (${result.format}) of cost centre ${result.costCentreId}, balance ${result.balance}, head ${result.head}`,
  );
} else {
  console.error(`FAILED ${basename(file)}: line ${result.line}: ${result.reason}`);
  process.exit(1);
}
