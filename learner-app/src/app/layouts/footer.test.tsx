import { DEFAULT_SUPPORT_HOURS } from '@khru/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { renderAt, stubApi } from '../../testing/render-at';
import { Footer } from './footer';

const { from, to } = DEFAULT_SUPPORT_HOURS;

describe('footer opening hours', () => {
  afterEach(() => {
    act(() => useLocaleStore.getState().setLocale('en'));
    vi.unstubAllGlobals();
  });

  it('reads the support hours the chat uses, in English and Thai', async () => {
    stubApi(() => [200, { data: [] }]);
    renderAt(<Footer />);
    expect(await screen.findByText(`Opening hours: Monday–Friday ${from}–${to}`)).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(await screen.findByText(`เวลาทำการ: วันจันทร์–วันศุกร์ ${from}–${to} น.`)).toBeInTheDocument();
  });
});
