import type { MailMessageResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { mailResource } from './mail.resource';

const REPORT_MAIL: MailMessageResponse = {
  id: '20260601020000000-report',
  to: 'hr@siam-express.example',
  subject: 'Khru: Learning summary 2026-03 – 2026-05',
  text: 'Your scheduled report is attached.',
  html: '<p>Your scheduled report is attached.</p>',
  sentAt: '2026-06-01T02:00:00.000Z',
  attachments: [
    { filename: 'learning-summary-2026-03-2026-05.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 12_636 },
    { filename: 'notes.txt', contentType: 'text/plain', size: 532 },
  ],
};

const PLAIN_MAIL: MailMessageResponse = {
  id: '20260601010000000-welcome',
  to: 'somchai@example.com',
  subject: 'Khru: Welcome',
  text: 'Welcome to Khru.',
  html: '<p>Welcome to Khru.</p>',
  sentAt: '2026-06-01T01:00:00.000Z',
};

const serve = () => ({
  getList: vi.fn(async () => ({ data: [REPORT_MAIL, PLAIN_MAIL], total: 2 })),
  getMailAttachment: vi.fn(async () => new Blob(['PK'])),
});

const openRow = async (subject: string) => fireEvent.click(await screen.findByText(subject));

// react-admin keeps which rows are open in localStorage: each test starts with all closed.
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the sent mail viewer', () => {
  it('shows each attachment of an opened mail by name and size, and saves the one clicked', async () => {
    const data = serve();
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithAdmin(<Resource {...mailResource} />, { data, path: '/mail' });
    await openRow(REPORT_MAIL.subject);

    const list = await screen.findByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['learning-summary-2026-03-2026-05.xlsx12.3 kB', 'notes.txt532 bytes']);
    fireEvent.click(within(list).getByRole('button', { name: 'Download notes.txt' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(data.getMailAttachment).toHaveBeenCalledWith(REPORT_MAIL.id, 1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked.mock.contexts[0]).toMatchObject({ href: 'blob:report', download: 'notes.txt' });
  });

  it('says nothing of attachments for a mail without any, and names them in Thai', async () => {
    renderWithAdmin(<Resource {...mailResource} />, { data: serve(), path: '/mail', locale: 'th' });
    await openRow(PLAIN_MAIL.subject);
    expect(await screen.findByText('Welcome to Khru.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'ไฟล์แนบ' })).not.toBeInTheDocument();

    await openRow(REPORT_MAIL.subject);
    const list = await screen.findByRole('list', { name: 'ไฟล์แนบ' });
    expect(within(list).getByText('532 ไบต์')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'ดาวน์โหลด notes.txt' })).toBeInTheDocument();
  });
});
