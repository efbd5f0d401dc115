import { join } from 'node:path';
import type { Page } from 'puppeteer-core';

/**
 * Lets the page's browser context save downloads into `folder` under their ids; resolves with the path and
 * suggested name of the next one.
 */
export async function nextDownload(page: Page, folder: string): Promise<{ saved: Promise<{ path: string; name: string }> }> {
  const session = await page.browser().target().createCDPSession();
  await session.send('Browser.setDownloadBehavior', {
    behavior: 'allowAndName',
    browserContextId: page.browserContext().id,
    downloadPath: folder,
    eventsEnabled: true,
  });
  // Wrapped: an async function's promise would wait for the download itself, before anything has started it.
  const saved = new Promise<{ path: string; name: string }>((resolve, reject) => {
    const names = new Map<string, string>();
    session.on('Browser.downloadWillBegin', (event) => names.set(event.guid, event.suggestedFilename));
    session.on('Browser.downloadProgress', (event) => {
      if (event.state === 'completed') resolve({ path: join(folder, event.guid), name: names.get(event.guid) ?? '' });
      if (event.state === 'canceled') reject(new Error('the download was cancelled'));
    });
  }).finally(() => void session.detach());
  return { saved };
}
