import { TIMINGS_MS } from '@khru/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../testing/render-at';
import { Banners } from './banners';

const banner = (n: number) => ({
  id: `b${n}`,
  titleEn: `Banner ${n}`,
  titleTh: `แบนเนอร์ ${n}`,
  subtitleEn: '',
  subtitleTh: '',
  imageUrlEn: `/media/demo/banners/${n}-en.svg`,
  imageUrlTh: `/media/demo/banners/${n}-th.svg`,
  linkUrl: null,
});

describe("the home page's banners", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads the other banners' pictures once the page is idle, not one at each turn", async () => {
    const loaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          loaded.push(value);
        }
      },
    );
    stubApi(() => [200, { data: [banner(1), banner(2), banner(3)], totalCount: 3 }]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(<Banners />);
    await screen.findByText('Banner 1');
    expect(loaded).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(TIMINGS_MS.idlePrefetch);
    });
    expect(loaded).toEqual(['/media/demo/banners/1-en.svg', '/media/demo/banners/2-en.svg', '/media/demo/banners/3-en.svg']);
  });
});
