import { translationKeys as keys } from '@khru/contracts';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raThaiMessages } from './ra-language-thai';
import { clashingKeys, mergeSlices, untranslatedKeys, type SliceMessages } from './slice-messages';

const slice = (en: SliceMessages['en'], th: SliceMessages['th']): SliceMessages => ({ en, th });

describe('admin app translations', () => {
  it('translates every react-admin key into Thai', () => {
    expect(keys(raThaiMessages).sort()).toEqual(keys(englishMessages).sort());
  });
});

describe('slice messages', () => {
  const vouchers = slice(
    { resources: { vouchers: { name: 'Voucher' } }, khru: { vouchers: { code: 'Code' } } },
    { resources: { vouchers: { name: 'คูปอง' } }, khru: { vouchers: { code: 'รหัส' } } },
  );

  it('merge into one tree per language with every slice’s resources and sections', () => {
    const orders = slice({ resources: { orders: { name: 'Order' } }, khru: {} }, { resources: { orders: { name: 'คำสั่งซื้อ' } }, khru: {} });
    expect(mergeSlices([vouchers, orders])).toEqual({
      en: { resources: { vouchers: { name: 'Voucher' }, orders: { name: 'Order' } }, khru: { vouchers: { code: 'Code' } } },
      th: { resources: { vouchers: { name: 'คูปอง' }, orders: { name: 'คำสั่งซื้อ' } }, khru: { vouchers: { code: 'รหัส' } } },
    });
  });

  it('name a key a slice has in one language only', () => {
    expect(untranslatedKeys(vouchers)).toEqual([]);
    const halfDone = slice(
      { resources: {}, khru: { mail: { download: 'Download', attachments: 'Attachments' } } },
      { resources: {}, khru: { mail: { download: 'ดาวน์โหลด', extra: 'x' } } },
    );
    expect(untranslatedKeys(halfDone)).toEqual(['th: khru.mail.attachments', 'en: khru.mail.extra']);
  });

  it('name a resource or section two slices define', () => {
    const again = slice({ resources: {}, khru: { vouchers: { state: 'State' } } }, { resources: {}, khru: { vouchers: { state: 'สถานะ' } } });
    expect(clashingKeys([vouchers, again])).toEqual(['khru.vouchers']);
    expect(clashingKeys([vouchers])).toEqual([]);
  });
});
