import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { HistorySection } from './history-section';

const history = () =>
  vi.fn(async () => ({
    stream: 'user-u-1',
    data: [{ revision: 0, type: 'UserRegistered', occurredAt: '2026-03-01T03:00:00.000Z', actor: null, data: { email: 'malee@example.test' } }],
    totalCount: 1,
  }));

const show = (getRecordHistory: ReturnType<typeof history>, permissions: string[]) =>
  renderWithAdmin(<Resource name="users" list={() => null} />, {
    data: { getRecordHistory },
    permissions,
    dashboard: () => (
      <RecordContextProvider value={{ id: 'u-1' }}>
        <p>Account</p>
        <HistorySection kind="user" />
      </RecordContextProvider>
    ),
  });

describe('HistorySection', () => {
  it('reads the record’s history only when a platform admin opens it', async () => {
    const getRecordHistory = history();
    show(getRecordHistory, ['ADMIN']);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('Signed up')).toBeInTheDocument();
    expect(getRecordHistory).toHaveBeenCalledWith('user', 'u-1', 0, 20);
  });

  it('is not there for those the History API refuses', async () => {
    const getRecordHistory = history();
    show(getRecordHistory, ['MANAGE_USERS']);
    expect(await screen.findByText('Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
    expect(getRecordHistory).not.toHaveBeenCalled();
  });
});
