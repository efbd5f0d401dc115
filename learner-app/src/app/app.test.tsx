import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { useLocaleStore } from '../stores/locale-store';

const health = {
  status: 'ok',
  eventStore: { kind: 'pglite', reachable: true, head: null },
  projections: { position: null, lag: 0, caughtUp: true },
  readStore: { kind: 'memory' },
  uptimeSeconds: 1,
};
const categories = {
  data: [
    { id: 'all-categories', code: 'ALL CATEGORIES', nameEn: 'All Categories', nameTh: 'ทุกหมวดหมู่', categoryImageUrl: null, subCategories: [] },
    { id: 'business', code: 'BUSINESS', nameEn: 'Business', nameTh: 'ธุรกิจ', categoryImageUrl: null, subCategories: [] },
  ],
  totalCount: 2,
};

describe('learner app shell', () => {
  beforeEach(() => {
    localStorage.clear();
    const answer = (url: string) => (url.includes('health') ? health : /list-by-post|cmsapi|certificatesapi/.test(url) ? { data: [] } : categories);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useLocaleStore.getState().setLocale('en');
  });

  it('shows the product, the categories and the service status in English', async () => {
    render(<App />);
    expect(await screen.findByText('All systems are working.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khru' })).toBeInTheDocument();
  });

  it('switches to Thai at once when the learner asks, and keeps the choice', async () => {
    render(<App />);
    expect(await screen.findByText('Welcome to Khru')).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(screen.getByText('ยินดีต้อนรับสู่ครู')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem('locale')).toBe('th');
  });

  it('refuses a locale other than en and th', () => {
    useLocaleStore.getState().setLocale('vi');
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});
