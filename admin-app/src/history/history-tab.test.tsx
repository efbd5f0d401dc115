import type { HistoryEntry, RecordHistoryResponse } from '@khru/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { HistoryTab } from './history-tab';

const entry = (revision: number, type: string, data: Record<string, unknown>, actor: HistoryEntry['actor'] = null): HistoryEntry => ({
  revision,
  type,
  occurredAt: `2026-03-0${revision + 1}T03:00:00.000Z`,
  actor,
  data,
});

const ADMIN = { userId: 'u-admin', name: 'Somchai Admin', email: 'somchai@khru.test' };

const page = (data: HistoryEntry[], totalCount: number): RecordHistoryResponse => ({ stream: 'course-c1', data, totalCount });

const show = (getRecordHistory: ReturnType<typeof vi.fn>, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(<Resource name="courses" list={() => null} />, { data: { getRecordHistory }, locale, dashboard: () => <HistoryTab kind="course" id="c1" /> });

describe('HistoryTab', () => {
  it('lists the events newest first with what, when, who and the data, and loads more on demand', async () => {
    const getRecordHistory = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          [
            entry(2, 'CoursePriceChanged', { courseId: 'c1', price: 1290, effectiveFrom: '2026-03-03T03:00:00.000Z' }, ADMIN),
            entry(1, 'NewlyInventedEvent', {}),
          ],
          3,
        ),
      )
      .mockResolvedValueOnce(page([entry(0, 'CourseDrafted', { courseId: 'c1', title: { en: 'Forklift', th: 'รถยก' }, curriculum: { sections: [] } })], 3));
    show(getRecordHistory);

    const timeline = await screen.findByRole('list', { name: 'History' });
    const [price, unknown] = within(timeline).getAllByRole('listitem');
    expect(within(price!).getByText('Price changed')).toBeInTheDocument();
    expect(price).toHaveTextContent('3 Mar 2026, 10:00 · Somchai Admin (somchai@khru.test)');
    expect(price).toHaveTextContent('Price (THB)1,290');
    expect(price).not.toHaveTextContent('c1');
    expect(within(unknown!).getByText('NewlyInventedEvent')).toBeInTheDocument();
    expect(getRecordHistory).toHaveBeenCalledWith('course', 'c1', 0, 20);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(timeline).findByText('Course drafted')).toBeInTheDocument();
    expect(getRecordHistory).toHaveBeenLastCalledWith('course', 'c1', 2, 20);
    expect(screen.getByText('3 of 3 events')).toBeInTheDocument();
    expect(screen.getByText('More details')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('speaks Thai: labels, the system as actor and Buddhist-era dates', async () => {
    show(vi.fn().mockResolvedValue(page([entry(0, 'ContactMessageHandled', { at: '2026-03-01T03:00:00.000Z' })], 1)), 'th');
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('ทำเครื่องหมายว่าจัดการแล้ว');
    expect(item).toHaveTextContent('ระบบ');
    expect(item).toHaveTextContent('2569');
  });

  it('says so when nothing happened yet', async () => {
    show(vi.fn().mockResolvedValue(page([], 0)));
    expect(await screen.findByText('Nothing has happened to this record yet.')).toBeInTheDocument();
  });

  it('offers to try again when the history cannot be read', async () => {
    show(vi.fn().mockRejectedValue(new HttpError('Forbidden', 403, { message: 'You may not do that' })), 'en');
    expect(await screen.findByText(/The history could not be loaded\. You may not do that/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
