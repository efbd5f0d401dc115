import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { DEMO, DEMO_PASSWORD, bearer, signup, uniqueEmail } from '../support/accounts.js';
import { atPath, describeWithBrowser, fill, inLocale, logInThroughPage, seeText, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { buyCourse } from '../support/purchases.js';

const BOUGHT = 'git-and-github';
/** A course of Kanya Thongdee, the demo instructor. */
const KANYAS_COURSE = 'sql-for-analysts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
/** What the page offers beside a course or bundle: price, actions and terms. */
const offerText = (page: Page) => page.$eval('.course-hero', (el) => (el as HTMLElement).innerText);

/** Sets a date field the way a date picker does (typing into one depends on the browser's locale). */
async function pickDate(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.$eval(
    selector,
    (input, v) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

describeWithBrowser('browser: profile and role views', () => {
  let harness: BrowserHarness;
  const http = () => request(harness.subject.app.getHttpServer());

  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Opens the login page in a fresh browser, in the language asked, and logs in. */
  async function logInAs(email: string, password: string, locale: 'en' | 'th'): Promise<Page> {
    const page = await logInThroughPage(harness, email, password, locale);
    await page.waitForSelector('.account-button');
    return page;
  }

  it('shows My Learning with one access line per course, the course to continue, opening the player, and the wishlist only on its tab, in English and Thai', async () => {
    const password = 'my-learning-2026';
    const email = uniqueEmail('learning');
    const buyer = await signup(harness.subject, email, password);
    await buyCourse(harness.subject, buyer, BOUGHT);
    const studied = await http()
      .post(`/api/coursesapi/course/${BOUGHT}/progress`)
      .set(bearer(buyer))
      .send({ lessonId: `${BOUGHT}-welcome`, position: 10, watched: [[0, 10]] })
      .expect(200);
    await http().get(`/api/coursesapi/progress/summary?after=${studied.body.position}`).set(bearer(buyer)).expect(200);
    const page = await logInAs(email, password, 'en');
    await page.goto(`${harness.base}/profile`, { waitUntil: 'networkidle0' });
    const card = `.my-learning-card[href="/courses-learning/${BOUGHT}"]`;
    const resume = `#my-learning-continue + .course-grid ${card}`;
    await page.waitForSelector(resume);
    const cardText = await page.$eval(resume, (el) => (el as HTMLElement).innerText);
    expect(cardText).toMatch(/In progress[\s\S]*Resume/);
    expect(cardText.match(/Access until/g)).toHaveLength(1);
    expect(cardText).not.toContain('Yours until');
    expect(await page.$('#wishList')).toBeNull();
    await page.click('#tab-wishlist');
    await page.waitForSelector('#wishList');
    await seeText(page, 'Nothing here yet');
    expect(await page.$(card)).toBeNull();
    await page.click('#tab-myLearning');
    await page.waitForSelector(card);
    await page.click(card);
    await atPath(page, `/courses-learning/${BOUGHT}`);
    await inLocale(page, 'th');
    await page.goto(`${harness.base}/profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(resume);
    expect(await page.$eval('#my-learning-continue', (el) => el.textContent)).toBe('เรียนต่อจากครั้งก่อน');
    expect(await page.$eval(resume, (el) => (el as HTMLElement).innerText)).toContain('เรียนต่อ');
    expect((await page.$eval(card, (el) => (el as HTMLElement).innerText)).match(/เรียนได้ถึง/g)).toHaveLength(1);
    await page.click('#tab-wishlist');
    await seeText(page, 'รายการที่อยากเรียน');
    await page.close();
  });

  it('keeps a birth date and job title in Account Settings and shows the age and title only when switched on, in English and Thai', async () => {
    const password = 'about-me-2026';
    const email = uniqueEmail('about');
    await signup(harness.subject, email, password);
    const page = await logInAs(email, password, 'en');
    await page.goto(`${harness.base}/profile?tab=account`, { waitUntil: 'networkidle0' });
    await pickDate(page, '#profile-birthday', `${new Date().getFullYear() + 1}-03-01`);
    await page.click('.personal-details button[type=submit]');
    await seeText(page, 'A birth date must be in the past');
    const thirtyYearsAgo = `${new Date().getFullYear() - 30}-01-01`;
    await pickDate(page, '#profile-birthday', thirtyYearsAgo);
    await fill(page, '#profile-job-title', 'Data analyst');
    await page.click('.personal-details button[type=submit]');
    await seeText(page, 'Your details have been saved.');
    await page.click('#tab-publicProfile');
    await page.waitForSelector('.switches input[type=checkbox]');
    const switchNamed = async (label: string) => {
      const found = await page.waitForFunction(
        (l) => [...document.querySelectorAll('.switches label')].find((el) => el.textContent?.includes(l))?.querySelector('input') ?? false,
        { timeout: 15_000 },
        label,
      );
      return found.asElement() as ElementHandle<HTMLInputElement>;
    };
    await (await switchNamed('Show my age')).click();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('.switches input')].some((i) => i.checked && !i.disabled));
    await (await switchNamed('Show my job title')).click();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('.switches input')].filter((i) => i.checked && !i.disabled).length === 2);
    await page.click('a[href^="/my-public-profile/"]');
    await seeText(page, 'Data analyst');
    await seeText(page, 'Age 30');
    expect(await bodyText(page)).not.toContain(thirtyYearsAgo);
    await inLocale(page, 'th');
    await seeText(page, 'อายุ 30 ปี');
    await page.goto(`${harness.base}/profile?tab=account`, { waitUntil: 'networkidle0' });
    await pickDate(page, '#profile-birthday', `${new Date().getFullYear() - 5}-01-01`);
    await page.click('.personal-details button[type=submit]');
    await seeText(page, 'คุณต้องมีอายุอย่างน้อย 10 ปี');
    await page.close();
  });

  it('shows a stranger the name of a learner with the default settings and what is kept private, with no failing request, in English and Thai', async () => {
    const learner = await signup(harness.subject, uniqueEmail('private'), 'private-2026');
    const page = await harness.open('/');
    const failed: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`)));
    page.on('console', (m) => void (m.type() === 'error' && failed.push(m.text())));
    await page.goto(`${harness.base}/my-public-profile/${learner.id}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Ann Lee');
    await seeText(page, 'Ann keeps these private.');
    expect(await page.$$eval('.private-chips li', (items) => items.map((li) => li.textContent))).toEqual([
      'Age',
      'Job title',
      'Learning hours',
      'Interests',
      'Certificates',
      'Reviews',
    ]);
    await inLocale(page, 'th');
    await seeText(page, 'Ann ไม่เปิดเผยข้อมูลต่อไปนี้');
    await seeText(page, 'ใบประกาศนียบัตร');
    expect(failed).toEqual([]);
    await page.close();
  });

  it('offers a B2B employee enrolment by the organisation\u2019s credits: no price in baht, no cart, no membership to buy, in English and Thai', async () => {
    const page = await logInAs(DEMO.employee, DEMO_PASSWORD, 'en');
    await page.goto(`${harness.base}/courses-overview/${BOUGHT}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Enrol with your organisation\u2019s credits');
    expect(await offerText(page)).toMatch(/\d+ credits/);
    expect(await offerText(page)).not.toMatch(/THB|Refund|Add to cart|Add to wishlist/);
    await page.goto(`${harness.base}/bundle-overview/pdpa-compliance-pack`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Enrol with your organisation\u2019s credits');
    expect(await offerText(page)).not.toMatch(/THB|Add to cart/);
    await page.goto(`${harness.base}/membership`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Membership is for personal accounts');
    await page.goto(`${harness.base}/`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Through your organisation');
    expect(await page.$$eval('.course-card .course-price', (prices) => prices.length)).toBe(0);
    await inLocale(page, 'th');
    await seeText(page, 'ผ่านองค์กรของคุณ');
    expect(await page.$$eval('.course-card .course-price', (prices) => prices.length)).toBe(0);
    await page.goto(`${harness.base}/membership`, { waitUntil: 'networkidle0' });
    await seeText(page, 'สมาชิกภาพมีไว้สำหรับบัญชีส่วนตัว');
    await page.goto(`${harness.base}/courses-overview/${BOUGHT}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'ลงทะเบียนเรียนด้วยเครดิตขององค์กร');
    expect(await offerText(page)).not.toMatch(/฿|คืนเงิน|ตะกร้า/);
    await page.close();
  });

  it('shows an organisation admin enrolment by credits and no cart on a course, in English and Thai', async () => {
    const page = await logInAs(DEMO.orgAdmin, DEMO_PASSWORD, 'en');
    await page.goto(`${harness.base}/courses-overview/${BOUGHT}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Enrol with your organisation\u2019s credits');
    expect(await offerText(page)).not.toMatch(/THB|Add to cart/);
    expect(await page.$('header a[href="/shopping-cart"]')).toBeNull();
    await page.goto(`${harness.base}/profile`, { waitUntil: 'networkidle0' });
    await seeText(page, 'My Learning');
    expect(await page.$('.membership-badge')).toBeNull();
    await inLocale(page, 'th');
    await page.goto(`${harness.base}/courses-overview/${BOUGHT}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'ลงทะเบียนเรียนด้วยเครดิตขององค์กร');
    expect(await offerText(page)).not.toMatch(/฿|ตะกร้า/);
    await page.close();
  });

  it('tells an instructor she teaches her own course instead of selling it to her, and sells her others, in English and Thai', async () => {
    const page = await logInAs(DEMO.instructor, DEMO_PASSWORD, 'en');
    await page.goto(`${harness.base}/courses-overview/${KANYAS_COURSE}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'You teach this course');
    expect(await page.$('.course-buy button')).toBeNull();
    await page.goto(`${harness.base}/courses-overview/${BOUGHT}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'Add to cart');
    await inLocale(page, 'th');
    await page.goto(`${harness.base}/courses-overview/${KANYAS_COURSE}`, { waitUntil: 'networkidle0' });
    await seeText(page, 'คุณเป็นผู้สอนคอร์สนี้');
    expect(await page.$('.course-buy button')).toBeNull();
    await page.close();
  });
});
