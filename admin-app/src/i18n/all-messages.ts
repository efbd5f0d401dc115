import { messages as catalogue } from '../catalogue-admin/catalogue-messages';
import { messages as contactMessages } from '../contact-messages/contact-message-messages';
import { messages as courses } from '../courses/course-messages';
import { messages as history } from '../history/history-messages';
import { messages as layout } from '../layout/layout-messages';
import { messages as mail } from '../mail/mail-messages';
import { messages as orders } from '../orders/order-messages';
import { messages as storefront } from '../storefront/storefront-messages';
import { messages as support } from '../support/support-messages';
import { messages as vouchers } from '../vouchers/voucher-messages';
import { baseMessages } from './khru-messages';
import { withSlices } from './slice-messages';

const slices = [courses, catalogue, storefront, vouchers, orders, history, contactMessages, layout, mail, support];

/** Every text of the admin app's own, the shared ones and each slice's, in both languages. */
export const khruMessages = {
  en: withSlices(
    baseMessages.en,
    slices.map((s) => s.en),
  ),
  th: withSlices(
    baseMessages.th,
    slices.map((s) => s.th),
  ),
};

/** Keys a slice defines that the shared texts (or another slice) define too: they would hide one another. */
export function clashingKeys(): string[] {
  const seen = new Set<string>();
  const clashes: string[] = [];
  for (const tree of [baseMessages.en, ...slices.map((s) => s.en)]) {
    for (const key of [...Object.keys(tree.resources).map((k) => `resources.${k}`), ...Object.keys(tree.khru).map((k) => `khru.${k}`)]) {
      if (seen.has(key)) clashes.push(key);
      seen.add(key);
    }
  }
  return clashes;
}
