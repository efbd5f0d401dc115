import { TIMINGS_MS } from '@khru/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingNote } from './pending-note';

describe('the note that stands in while something loads', () => {
  afterEach(() => vi.useRealTimers());

  it('says it only once loading has taken longer than the minimum fetch display delay', () => {
    vi.useFakeTimers();
    render(<PendingNote className="support-state">Loading…</PendingNote>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(TIMINGS_MS.minimumFetchDisplay - 1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
