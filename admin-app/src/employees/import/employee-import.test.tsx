import { EMPLOYEE_IMPORT_COLUMNS, type EmployeeImportResult } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../testing/render-with-admin';
import type { ImportOutcome } from '../employees.data-provider';
import { employeesResource } from '../employees.resource';

const PATH = '/employees/import';
const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];

const counted = (result: Partial<EmployeeImportResult>): ImportOutcome => ({
  kind: 'counted',
  result: { dryRun: true, rows: 3, added: 2, updated: 1, unchanged: 0, errors: [], ...result },
});

const BAD_PREVIEW = counted({
  rows: 3,
  added: 1,
  updated: 0,
  errors: [
    { line: 2, field: 'email', message: 'This email appears more than once in the file' },
    { line: 4, field: 'costCentre', message: 'No cost centre of this organisation has this code' },
  ],
});

const csv = new File([`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\nnok@siamfreight.example,Nok,Wongsa,Finance,Clerk,G2,,,,OPS\n`], 'people.csv', {
  type: 'text/csv',
});

const renderImport = (importEmployees: ReturnType<typeof vi.fn>, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(<Resource {...employeesResource} />, { data: { importEmployees }, permissions: HR, path: PATH, locale });

const choose = async (file: File) => fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [file] } });

describe('employee CSV import', () => {
  it('previews the file and lists each bad row by line, column and message; nothing can be imported then', async () => {
    const importEmployees = vi.fn(async () => BAD_PREVIEW);
    renderImport(importEmployees);
    await choose(csv);
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(importEmployees).toHaveBeenCalledWith(csv, true));
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'email', 'This email appears more than once in the file'],
      ['4', 'costCentre', 'No cost centre of this organisation has this code'],
    ]);
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(screen.getByText('Fix these 2 rows and preview again: nothing was imported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports the same file after a clean preview and says what changed', async () => {
    const importEmployees = vi.fn(async (_file: File, dryRun: boolean) => counted({ dryRun }));
    renderImport(importEmployees);
    await choose(csv);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Every row is valid: import the file to apply it.')).toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    expect(screen.getByText('1 changed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(importEmployees).toHaveBeenLastCalledWith(csv, false));
    expect(await screen.findByText('Imported: 2 new, 1 changed')).toBeInTheDocument();
    expect(screen.getByText('The file is imported; new people receive an invitation by mail.')).toBeInTheDocument();
  });

  it('shows the rows of a file the server refused as a whole', async () => {
    const refused: ImportOutcome = {
      kind: 'refused',
      message: 'Bad Request',
      errors: [{ line: 3, field: 'email', message: 'This email already belongs to another account' }],
    };
    renderImport(vi.fn(async () => refused));
    await choose(csv);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Bad Request: nothing was imported.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'This email already belongs to another account' })).toBeInTheDocument();
  });

  it('offers a template holding the import’s header', async () => {
    renderImport(vi.fn());
    const link = await screen.findByRole('link', { name: 'Download the CSV template' });
    expect(link).toHaveAttribute('download', 'employees-template.csv');
    const csvText = decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''));
    expect(csvText).toBe('email,firstName,lastName,department,position,jobGrade,team,businessUnit,location,costCentre\r\n');
  });

  it('speaks Thai, row errors included', async () => {
    renderImport(
      vi.fn(async () => BAD_PREVIEW),
      'th',
    );
    await choose(csv);
    fireEvent.click(await screen.findByRole('button', { name: 'ดูตัวอย่าง' }));
    const table = await screen.findByRole('table', { name: 'แถวที่ผิดพลาด' });
    for (const header of ['บรรทัด', 'คอลัมน์', 'ปัญหา']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('กรุณาแก้ไข 2 แถวนี้แล้วดูตัวอย่างอีกครั้ง ยังไม่มีการนำเข้าข้อมูลใด')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'นำเข้า' })).toBeDisabled();
  });
});
