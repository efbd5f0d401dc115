import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../testing/render-with-admin';
import type { AdminCourse } from '../course-record';
import { TrainingChangeButton } from './training-change-button';

const TRAINING = {
  id: 'design-thinking-workshop',
  status: 'published',
  title: { en: 'Design Thinking Workshop', th: 'เวิร์กช็อปการคิดเชิงออกแบบ' },
  trainingStartsAt: '2099-03-01T02:00:00.000Z',
  trainingCancelledAt: null,
} as unknown as AdminCourse;

const serve = () => ({
  cancelTraining: vi.fn(async () => ({ position: '7' })),
  postponeTraining: vi.fn(async () => ({ position: '8' })),
});

function renderButtons(course: AdminCourse = TRAINING, locale: 'en' | 'th' = 'en') {
  const data = serve();
  renderWithAdmin(<Resource name="courses" list={() => null} />, {
    data,
    permissions: ['ADMIN', 'MANAGE_CATALOGUE'],
    locale,
    dashboard: () => (
      <RecordContextProvider value={course}>
        <TrainingChangeButton change="postpone" />
        <TrainingChangeButton change="cancel" />
        <p>buttons drawn</p>
      </RecordContextProvider>
    ),
  });
  return data;
}

describe('cancelling or postponing a public training', () => {
  it('cancels with the reason, after saying every paid seat is refunded in full', async () => {
    const data = renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel training' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the training "Design Thinking Workshop"?' });
    expect(within(dialog).getByText(/refunded in full/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the training' }));
    expect(data.cancelTraining).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The trainer is ill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the training' }));
    await waitFor(() => expect(data.cancelTraining).toHaveBeenCalledWith('design-thinking-workshop', 'The trainer is ill'));
    expect(await screen.findByText('Training cancelled')).toBeInTheDocument();
  });

  it('postpones to a new start typed in Bangkok time, in Thai', async () => {
    const data = renderButtons(TRAINING, 'th');
    fireEvent.click(await screen.findByRole('button', { name: 'เลื่อนการอบรม' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/วันเริ่มใหม่/), { target: { value: '2099-04-01T09:00' } });
    fireEvent.change(within(dialog).getByLabelText(/เหตุผล/), { target: { value: 'สถานที่ปิดปรับปรุง' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เลื่อนการอบรม' }));
    await waitFor(() => expect(data.postponeTraining).toHaveBeenCalledWith('design-thinking-workshop', '2099-04-01T02:00:00.000Z', 'สถานที่ปิดปรับปรุง'));
  });

  it('offers nothing for an online course, a cancelled training or one that has begun', async () => {
    for (const course of [
      { ...TRAINING, trainingStartsAt: null },
      { ...TRAINING, trainingCancelledAt: '2026-12-01T00:00:00.000Z' },
      { ...TRAINING, trainingStartsAt: '2020-01-01T00:00:00.000Z' },
    ] as AdminCourse[]) {
      renderButtons(course);
      await screen.findAllByText('buttons drawn');
      expect(screen.queryByRole('button', { name: 'Cancel training' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Postpone training' })).not.toBeInTheDocument();
    }
  });
});
