import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { renderAt } from '../../testing/render-at';
import { TeachingNote } from './shop-notes';

describe("the note on an instructor's own course", () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('en')));

  it('leads to the learning page, where the instructor answers questions, and to their instructor page, in English and Thai', async () => {
    renderAt(<TeachingNote instructorId="kanya-thongdee" courseId="excel-essentials" />);
    expect(screen.getByRole('link', { name: 'Open the learning page and answer questions' })).toHaveAttribute('href', '/courses-learning/excel-essentials');
    expect(screen.getByRole('link', { name: 'Your instructor page' })).toHaveAttribute('href', '/instructor/kanya-thongdee');
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(await screen.findByRole('link', { name: 'เปิดหน้าเรียนเพื่อตอบคำถามผู้เรียน' })).toHaveAttribute('href', '/courses-learning/excel-essentials');
  });
});
