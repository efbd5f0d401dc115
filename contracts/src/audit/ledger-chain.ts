import { LEDGER_EXPORT_FIELDS, LEDGER_GENESIS_HASH, type LedgerEntry, type LedgerExportLine } from '../http/corporate.types.js';
import { startsLikeFormula } from '../spreadsheets/formula-text.js';

/**
 * The ledger export's hash chain, shared by the server that writes an export and the verifier
 * (`npm run audit:verify`) that checks one, so both read a line the same way. No I/O and no
 * crypto here: each caller brings its SHA-256 (node:crypto).
 */

/** SHA-256 of the UTF-8 text, as lowercase hex. */
export type Sha256Hex = (text: string) => string;

/** An export line without its hash: what the hash covers. */
export type LedgerLineBody = Omit<LedgerExportLine, 'hash'>;

export type LedgerExportFormat = 'jsonl' | 'csv';

/** JSON with every object's keys sorted and no spaces: one text per value, whatever the key order it was built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The body of an export line, its fields in export order (its hash and any other field left out). */
function bodyOf(line: LedgerLineBody): LedgerLineBody {
  const { costCentreId, unlimited, eventId, position, at, type, amount, balanceAfter, by, reference } = line;
  return { costCentreId, unlimited, eventId, position, at, type, amount, balanceAfter, by, reference };
}

/** A line's hash: SHA-256 of the previous line's hash (the genesis hash for the first) and the canonical JSON of the line without its hash. */
export const ledgerLineHash = (sha256: Sha256Hex, previousHash: string, line: LedgerLineBody): string => sha256(previousHash + canonicalJson(bodyOf(line)));

/** Chains a cost centre's ledger entries, oldest first, into export lines. */
export function chainLedger(costCentreId: string, unlimited: boolean, entries: readonly LedgerEntry[], sha256: Sha256Hex): LedgerExportLine[] {
  let previous = LEDGER_GENESIS_HASH;
  return entries.map((entry) => {
    const body = bodyOf({ ...entry, costCentreId, unlimited });
    previous = ledgerLineHash(sha256, previous, body);
    return { ...body, hash: previous };
  });
}

/** One JSON object per line, fields in export order. */
export const ledgerJsonl = (lines: readonly LedgerExportLine[]): string =>
  lines.map((line) => `${JSON.stringify({ ...bodyOf(line), hash: line.hash })}\n`).join('');

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/**
 * Text a spreadsheet would run as a formula (an invoice reference `=HYPERLINK(…)`) gets a quote mark in front, as
 * report exports do. So that the verifier can give back exactly the text the hash covers, text that already starts
 * with a quote mark gets one too, and reading strips exactly one. Numbers and true/false are written as they are.
 */
const QUOTE_MARK = "'";
const csvText = (value: string | number | boolean | null): string => {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  return startsLikeFormula(value) || value.startsWith(QUOTE_MARK) ? `${QUOTE_MARK}${value}` : value;
};
const fromCsvText = (text: string): string => (text.startsWith(QUOTE_MARK) ? text.slice(1) : text);

/** The header `LEDGER_EXPORT_FIELDS`, then one record per line, CRLF after each. Null is the empty field (no id or reference is ever empty text). */
export const ledgerCsv = (lines: readonly LedgerExportLine[]): string =>
  [LEDGER_EXPORT_FIELDS.join(','), ...lines.map((line) => LEDGER_EXPORT_FIELDS.map((field) => csvField(csvText(line[field]))).join(','))]
    .map((record) => `${record}\r\n`)
    .join('');

export type LedgerVerification =
  | { ok: true; format: LedgerExportFormat; lines: number; costCentreId: string; balance: number; head: string }
  | { ok: false; format: LedgerExportFormat; line: number; reason: string };

/** A record of the file and the line of the file it starts on (1-based). */
interface Row {
  line: number;
  value: unknown;
}

class Refusal {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {}
}

/** By the file name's extension, else by the content: an export in JSON Lines starts with `{`. */
export function ledgerExportFormat(fileName: string, text: string): LedgerExportFormat {
  if (/\.jsonl$/i.test(fileName)) return 'jsonl';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
    ? 'jsonl'
    : 'csv';
}

function jsonlRows(text: string): Row[] {
  const physical = text.split('\n');
  // The newline that ends the last line opens no line of its own.
  if (physical.at(-1) === '') physical.pop();
  return physical.map((raw, index) => {
    const line = index + 1;
    const content = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (content.trim() === '') throw new Refusal(line, 'empty line');
    try {
      return { line, value: JSON.parse(content) as unknown };
    } catch {
      throw new Refusal(line, 'not valid JSON');
    }
  });
}

/** RFC 4180 records with the line each starts on (a quoted field may hold line breaks). */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && !/[,\r\n]/.test(text[i]!)) throw new Refusal(line, 'text after a closing quote');
        continue;
      }
      if (char === '\n') line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Refusal(line, 'a quote inside an unquoted field');
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 1;
      line += 1;
      start = line;
    } else if (char === '\n') {
      endRecord();
      line += 1;
      start = line;
    } else field += char;
    i += 1;
  }
  if (quoted) throw new Refusal(start, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const NUMBER_FIELDS: readonly string[] = ['amount', 'balanceAfter'];
const NULLABLE_FIELDS: readonly string[] = ['by', 'reference'];

function csvRows(text: string): Row[] {
  const [header, ...records] = csvRecords(text);
  if (!header || header.fields.join(',') !== LEDGER_EXPORT_FIELDS.join(',')) throw new Refusal(1, `the header must be ${LEDGER_EXPORT_FIELDS.join(',')}`);
  return records.map(({ line, fields }) => {
    if (fields.length !== LEDGER_EXPORT_FIELDS.length) throw new Refusal(line, `${fields.length} fields, expected ${LEDGER_EXPORT_FIELDS.length}`);
    // Back to the typed values the hash covers, the way ledgerCsv wrote them.
    const value: Record<string, unknown> = {};
    LEDGER_EXPORT_FIELDS.forEach((name, index) => {
      const text = fields[index]!;
      if (name === 'unlimited') value[name] = text === 'true' ? true : text === 'false' ? false : text;
      else if (NUMBER_FIELDS.includes(name)) value[name] = /^-?\d+$/.test(text) ? Number(text) : text;
      else if (NULLABLE_FIELDS.includes(name)) value[name] = text === '' ? null : fromCsvText(text);
      else value[name] = fromCsvText(text);
    });
    return { line, value };
  });
}

/** The value as an export line, or why it is not one. */
function exportLine(value: unknown): LedgerExportLine | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const missing = LEDGER_EXPORT_FIELDS.filter((field) => !keys.includes(field));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  const extra = keys.filter((key) => !(LEDGER_EXPORT_FIELDS as readonly string[]).includes(key));
  if (extra.length > 0) return `unknown field ${extra.join(', ')}`;
  for (const field of ['costCentreId', 'eventId', 'position', 'at', 'type', 'hash'] as const)
    if (typeof record[field] !== 'string' || record[field] === '') return `${field} must be text`;
  if (typeof record.unlimited !== 'boolean') return 'unlimited must be true or false';
  for (const field of NUMBER_FIELDS) if (!Number.isSafeInteger(record[field])) return `${field} must be a whole number`;
  for (const field of NULLABLE_FIELDS)
    if (record[field] !== null && (typeof record[field] !== 'string' || record[field] === '')) return `${field} must be text or empty`;
  return record as unknown as LedgerExportLine;
}

/**
 * Checks an export: every line well formed and of one cost centre, each balance the previous one
 * (0 before the first line) plus the line's amount and never below zero unless the cost centre is
 * unlimited, and each hash the chain's. The first line that fails is named, with why.
 */
export function verifyLedgerExport(text: string, format: LedgerExportFormat, sha256: Sha256Hex): LedgerVerification {
  const content = text.replace(/^\uFEFF/, '');
  try {
    const rows = format === 'jsonl' ? jsonlRows(content) : csvRows(content);
    if (rows.length === 0) throw new Refusal(1, 'the export has no ledger lines');
    let previousHash = LEDGER_GENESIS_HASH;
    let balance = 0;
    let first: LedgerExportLine | null = null;
    for (const { line, value } of rows) {
      const parsed = exportLine(value);
      if (typeof parsed === 'string') throw new Refusal(line, parsed);
      first ??= parsed;
      if (parsed.costCentreId !== first.costCentreId) throw new Refusal(line, `another cost centre (${parsed.costCentreId}) than the first line's`);
      if (parsed.unlimited !== first.unlimited) throw new Refusal(line, 'unlimited differs from the first line');
      if (parsed.balanceAfter !== balance + parsed.amount)
        throw new Refusal(line, `balanceAfter ${parsed.balanceAfter} is not the previous balance ${balance} plus the amount ${parsed.amount}`);
      if (parsed.balanceAfter < 0 && !parsed.unlimited) throw new Refusal(line, `the balance goes below zero (${parsed.balanceAfter})`);
      const expected = ledgerLineHash(sha256, previousHash, parsed);
      if (parsed.hash !== expected) throw new Refusal(line, `hash ${parsed.hash} does not chain: expected ${expected} from the previous hash and this line`);
      previousHash = parsed.hash;
      balance = parsed.balanceAfter;
    }
    return { ok: true, format, lines: rows.length, costCentreId: first!.costCentreId, balance, head: previousHash };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, format, line: error.line, reason: error.reason };
    throw error;
  }
}
