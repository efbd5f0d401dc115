import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { MAX_PEOPLE_PER_CALL } from '@khru/contracts/requests';
import { checkEmployeeRows, readEmployeeCsv, rowError } from './employee-csv.js';

const HEADER = 'email,firstName,lastName,department,position,jobGrade,team,businessUnit,location,costCentre';
const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');
const codes = new Map([['OPS-01', 'cc-ops']]);
const read = (...lines: string[]) => readEmployeeCsv(csv(...lines));
const check = (...lines: string[]) => {
  const { rows, problems } = read(...lines);
  return { ...checkEmployeeRows(rows, codes), fileProblems: problems };
};

describe('employee CSV', () => {
  it('reads the template: rows by column, trimmed, with the line each starts on', () => {
    const { rows, problems, count } = read(
      HEADER,
      ' Ann@Siam.example , Ann,Lee,Operations,Planner,P2,Routing,Freight,Bangkok,ops-01',
      '',
      'bo@siam.example,Bo,"Wong\nJr",,,,,,,',
    );
    expect(problems).toEqual([]);
    expect(count).toBe(2);
    expect(rows).toEqual([
      {
        line: 2,
        cells: {
          email: 'Ann@Siam.example',
          firstName: 'Ann',
          lastName: 'Lee',
          department: 'Operations',
          position: 'Planner',
          jobGrade: 'P2',
          team: 'Routing',
          businessUnit: 'Freight',
          location: 'Bangkok',
          costCentre: 'ops-01',
        },
      },
      expect.objectContaining({ line: 4, cells: expect.objectContaining({ lastName: 'Wong\nJr', department: '' }) }),
    ]);
  });

  it('takes the columns in any order and case, a byte-order mark, rows of commas and missing trailing cells', () => {
    const shuffled = 'COSTCENTRE,Email,firstname,lastName,department,position,jobGrade,team,businessUnit,location';
    const { rows, problems } = readEmployeeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(shuffled, ',ann@siam.example,Ann,Lee', ',,,,,,,,,')]));
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 2, cells: expect.objectContaining({ email: 'ann@siam.example', costCentre: '', location: '' }) }]);
  });

  it('reads Thai text saved by Excel in Windows-874', () => {
    // "สมชาย" in Windows-874.
    const somchai = Buffer.from([0xca, 0xc1, 0xaa, 0xd2, 0xc2]);
    const file = Buffer.concat([Buffer.from(`${HEADER}\r\nsomchai@siam.example,`), somchai, Buffer.from(',Dee,,,,,,,')]);
    expect(readEmployeeCsv(file).rows[0]?.cells.firstName).toBe('สมชาย');
  });

  it.each([
    ['an empty file', [''], 1, 'csvEmpty'],
    ['a header only', [HEADER], 1, 'csvEmpty'],
    ['a missing column', ['email,firstName,lastName'], 1, 'csvColumnsMissing'],
    ['an unknown column', [`${HEADER},role`], 1, 'csvColumnsMissing'],
    ['a column twice', [HEADER.replace('lastName', 'firstName')], 1, 'csvColumnsMissing'],
  ])('refuses %s as a whole', (_name, lines, line, rule) => {
    expect(read(...lines)).toMatchObject({ rows: [], problems: [{ line, field: 'file', code: 'BAD_REQUEST', rule }] });
  });

  it('refuses more rows than one call may name, at the first row too many', () => {
    const rows = Array.from({ length: MAX_PEOPLE_PER_CALL + 1 }, (_, i) => `p${i}@siam.example,P,Q,,,,,,,`);
    expect(read(HEADER, ...rows).problems).toEqual([
      { line: MAX_PEOPLE_PER_CALL + 2, field: 'file', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: MAX_PEOPLE_PER_CALL },
    ]);
  });

  it('refuses a row with cells past the last column, and an unclosed quote where it starts', () => {
    expect(read(HEADER, 'ann@siam.example,Ann,Lee,,,,,,,,extra').problems).toEqual([{ line: 2, field: 'file', code: 'BAD_REQUEST' }]);
    expect(read(HEADER, 'ann@siam.example,"Ann,Lee,,,,,,,').problems).toEqual([{ line: 2, field: 'file', code: 'BAD_REQUEST' }]);
  });

  it('checks each row as add-subuser does, plus addresses given twice and unknown cost centre codes, one problem per field', () => {
    const result = check(
      HEADER,
      'ann@siam.example,Ann,Lee,Operations,,,,,,OPS-01',
      'not-an-email,,Lee,,,,,,,',
      'ANN@siam.example,Ann,Again,,,,,,,NOPE',
      `bo@siam.example,Bo,Wong,${'x'.repeat(101)},,,,,,`,
    );
    expect(result.checked).toEqual([
      {
        line: 2,
        email: 'ann@siam.example',
        details: {
          firstName: 'Ann',
          lastName: 'Lee',
          department: 'Operations',
          position: '',
          jobGrade: '',
          team: '',
          businessUnit: '',
          location: '',
          costCentreId: 'cc-ops',
        },
      },
    ]);
    expect(result.problems).toEqual([
      { line: 3, field: 'email', code: 'IS_EMAIL' },
      { line: 3, field: 'firstName', code: 'IS_NOT_EMPTY' },
      { line: 4, field: 'email', code: 'BAD_REQUEST', rule: 'duplicateInFile' },
      { line: 4, field: 'costCentre', code: 'BAD_REQUEST', rule: 'unknownCostCentre' },
      { line: 5, field: 'department', code: 'BAD_REQUEST', rule: 'maxLength', n: 100 },
    ]);
  });

  it('refuses text the stores cannot keep', () => {
    expect(check(HEADER, 'ann@siam.example,A\u0000nn,Lee,,,,,,,').problems).toEqual([
      { line: 2, field: 'firstName', code: 'BAD_REQUEST', rule: 'invalidCharacters' },
    ]);
  });

  it("says each problem in the caller's language", () => {
    const duplicate = { line: 4, field: 'email', code: 'BAD_REQUEST' as const, rule: 'duplicateInFile' as const };
    expect(rowError(duplicate, 'en')).toEqual({ line: 4, field: 'email', message: 'This email appears more than once in the file' });
    expect(rowError(duplicate, 'th')).toEqual({ line: 4, field: 'email', message: 'อีเมลนี้ซ้ำกันในไฟล์' });
    expect(rowError({ line: 3, field: 'email', code: 'IS_EMAIL' }, 'en').message).toBe('Wrong email format');
  });
});
