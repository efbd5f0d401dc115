import {
  EMPLOYEE_IMPORT_COLUMNS,
  ERROR_MESSAGES,
  fieldRuleMessage,
  type EmployeeDetails,
  type FieldError,
  type ImportRowError,
  type Locale,
} from '@khru/contracts';
import { AddSubuserRequest, MAX_PEOPLE_PER_CALL } from '@khru/contracts/requests';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { validationFailed } from '../../../kernel/errors/validation-errors.js';
import { isUnsafeText } from '../../../kernel/http/unsafe-text.js';
import { sameEmail } from '../employee-keys.js';

type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

/** What is wrong on one line, before it is put in the caller's language. */
export interface RowProblem extends Omit<FieldError, 'message'> {
  line: number;
}

/** A data row of the file: its line (the header is line 1) and its cells by column, trimmed. */
export interface CsvRow {
  line: number;
  cells: Record<Column, string>;
}

/** A row that passed every check: who, and where they sit (the cost centre's code already made an id). */
export interface CheckedRow {
  line: number;
  email: string;
  details: EmployeeDetails;
}

const fileProblem = (line: number, problem: Omit<RowProblem, 'line' | 'field'>): RowProblem => ({ line, field: 'file', ...problem });

/**
 * The file's text: UTF-8 (with or without a byte-order mark), or else Windows-874, the code page
 * Thai Excel saves "CSV (Comma delimited)" in.
 */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-874').decode(file);
  }
}

/** The line a record starts on: csv-parse counts to its end, and a quoted cell may span lines. */
const startLine = (record: string[], endLine: number) => endLine - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads the template: a header naming every column of EMPLOYEE_IMPORT_COLUMNS once (any order, any
 * case) and nothing else, then at most MAX_PEOPLE_PER_CALL rows (`count`: how many the file has). Empty rows (spreadsheets leave
 * rows of commas) are skipped; a row may leave out trailing empty cells but not add cells.
 */
export function readEmployeeCsv(file: Buffer): { rows: CsvRow[]; problems: RowProblem[]; count: number } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(decode(file), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as never;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rows: [], problems: [fileProblem(typeof error.lines === 'number' ? error.lines : 1, { code: 'BAD_REQUEST' })], count: 0 };
  }
  const filled = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  const [header, ...data] = filled;
  if (!header) return { rows: [], problems: [fileProblem(1, { code: 'BAD_REQUEST', rule: 'csvEmpty' })], count: 0 };
  const count = data.length;
  const headerLine = startLine(header.record, header.info.lines);
  const names = header.record.map((cell) => cell.trim().toLowerCase());
  const columns = names.map((name) => EMPLOYEE_IMPORT_COLUMNS.find((column) => column.toLowerCase() === name));
  const complete =
    columns.every((c) => c !== undefined) && new Set(columns).size === EMPLOYEE_IMPORT_COLUMNS.length && columns.length === EMPLOYEE_IMPORT_COLUMNS.length;
  if (!complete) return { rows: [], problems: [fileProblem(headerLine, { code: 'BAD_REQUEST', rule: 'csvColumnsMissing' })], count };
  if (count === 0) return { rows: [], problems: [fileProblem(headerLine, { code: 'BAD_REQUEST', rule: 'csvEmpty' })], count };
  if (data.length > MAX_PEOPLE_PER_CALL) {
    const first = data[MAX_PEOPLE_PER_CALL]!;
    return {
      rows: [],
      problems: [fileProblem(startLine(first.record, first.info.lines), { code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: MAX_PEOPLE_PER_CALL })],
      count,
    };
  }
  const rows: CsvRow[] = [];
  const problems: RowProblem[] = [];
  for (const { record, info } of data) {
    const line = startLine(record, info.lines);
    if (record.slice(columns.length).some((cell) => cell.trim() !== '')) {
      problems.push(fileProblem(line, { code: 'BAD_REQUEST' }));
      continue;
    }
    const cells = Object.fromEntries(columns.map((column, index) => [column!, (record[index] ?? '').trim()])) as Record<Column, string>;
    rows.push({ line, cells });
  }
  return { rows, problems, count };
}

/**
 * Checks each row as add-subuser checks one person (the same request class), plus what only a file
 * can get wrong: an address given twice, a cost centre code the organisation does not have.
 * `costCentres` maps each code (upper-cased) to its cost centre's id.
 */
export function checkEmployeeRows(rows: CsvRow[], costCentres: ReadonlyMap<string, string>): { checked: CheckedRow[]; problems: RowProblem[] } {
  const checked: CheckedRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const { costCentre, ...person } = cells;
    const found: Omit<FieldError, 'message'>[] = [];
    const unsafe = (Object.keys(cells) as Column[]).filter((column) => isUnsafeText(cells[column]));
    found.push(...unsafe.map((field) => ({ field, code: 'BAD_REQUEST' as const, rule: 'invalidCharacters' as const })));
    const errors = validateSync(plainToInstance(AddSubuserRequest, person), { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) found.push(...validationFailed(errors).fields);
    const email = sameEmail(person.email);
    if (email && seen.has(email)) found.push({ field: 'email', code: 'BAD_REQUEST', rule: 'duplicateInFile' });
    seen.add(email);
    const costCentreId = costCentre ? (costCentres.get(costCentre.toUpperCase()) ?? null) : null;
    if (costCentre && costCentreId === null) found.push({ field: 'costCentre', code: 'BAD_REQUEST', rule: 'unknownCostCentre' });
    // One problem per field: a missing address is not also a malformed one.
    const fields = found.filter((problem, index) => found.findIndex((p) => p.field === problem.field) === index);
    if (fields.length > 0) {
      problems.push(...fields.map((problem) => ({ line, ...problem })));
      continue;
    }
    const { email: _email, ...names } = person;
    checked.push({ line, email, details: { ...names, costCentreId } });
  }
  return { checked, problems };
}

/** A problem in the caller's language, as the import answers it. */
export function rowError({ line, field, code, rule, n }: RowProblem, locale: Locale): ImportRowError {
  return { line, field, message: rule ? fieldRuleMessage(rule, locale, n) : ERROR_MESSAGES[locale][code] };
}
