import { afterEach, describe, expect, it } from 'vitest';
import { FakeBrowser, settle, type FakeTab } from '../testing/fake-browser-tabs';
import { leadWhileVisible } from './tab-leadership';

const LOCK = 'stream';

describe('leading the browser’s tabs while visible', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  /** Tabs that take part, each saying whether it leads now. */
  function campaign(tabs: FakeTab[]) {
    const leading = tabs.map(() => false);
    tabs.forEach((tab, i) => {
      const lead = () => {
        leading[i] = true;
        return () => void (leading[i] = false);
      };
      stops.push(leadWhileVisible(LOCK, lead, tab));
    });
    return leading;
  }

  it('lets one visible tab lead; hidden tabs neither lead nor wait for the lock', async () => {
    const browser = new FakeBrowser();
    const leading = campaign([browser.tab(), browser.tab({ hidden: true }), browser.tab({ hidden: true })]);
    await settle();
    expect(leading).toEqual([true, false, false]);
    expect(browser.locks.waitingFor(LOCK)).toBe(0);
  });

  it('hands over when the leader is hidden: the tab shown next leads, and with none visible nobody does', async () => {
    const browser = new FakeBrowser();
    const [first, second] = [browser.tab(), browser.tab({ hidden: true })];
    const leading = campaign([first!, second!]);
    await settle();
    first!.hide();
    await settle();
    expect(leading).toEqual([false, false]);
    second!.show();
    await settle();
    expect(leading).toEqual([false, true]);
  });

  it('keeps a second visible tab (another window) waiting until the leader steps down, then lets it lead', async () => {
    const browser = new FakeBrowser();
    const leading = campaign([browser.tab(), browser.tab()]);
    await settle();
    expect(leading).toEqual([true, false]);
    expect(browser.locks.waitingFor(LOCK)).toBe(1);
    stops[0]!();
    await settle();
    expect(leading).toEqual([false, true]);
  });

  it('stops waiting once hidden, and asks again once shown', async () => {
    const browser = new FakeBrowser();
    const [first, second] = [browser.tab(), browser.tab()];
    const leading = campaign([first!, second!]);
    await settle();
    second!.hide();
    await settle();
    expect(browser.locks.waitingFor(LOCK)).toBe(0);
    second!.show();
    first!.hide();
    await settle();
    expect(leading).toEqual([false, true]);
  });

  it('lets every visible tab lead where the browser has no Web Locks, and none that is hidden', async () => {
    const browser = new FakeBrowser();
    const tabs = [browser.tab({ sharing: false }), browser.tab({ sharing: false }), browser.tab({ sharing: false, hidden: true })];
    const leading = campaign(tabs);
    await settle();
    expect(leading).toEqual([true, true, false]);
    tabs[0]!.hide();
    await settle();
    expect(leading).toEqual([false, true, false]);
  });
});
