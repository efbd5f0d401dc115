import type { SliceMessages } from '../i18n/slice-messages';

/** Credit prices: react-admin’s labels and this slice’s own texts. */
export const creditPricesMessages: SliceMessages = {
  en: {
    resources: {
      'credit-prices': {
        name: 'Credit price |||| Credit prices',
        fields: { name: 'Name', id: 'Id', price: 'Price', credits: 'Credits', kind: 'Show', q: 'Search' },
        empty: 'Nothing in the catalogue yet',
      },
    },
    khru: {
      creditPrices: {
        kinds: { courses: 'Courses', bundles: 'Bundles' },
        credits: '%{smart_count} credit |||| %{smart_count} credits',
        notSet: 'Not set',
        edit: 'Edit the credit price of %{name}',
        creditsFor: 'Credits for %{name}',
        invalid: 'A whole number from 0 to %{max}',
        saved: '%{name} now costs %{credits} credit |||| %{name} now costs %{credits} credits',
      },
    },
  },
  th: {
    resources: {
      'credit-prices': {
        name: 'ราคาเครดิต |||| ราคาเครดิต',
        fields: { name: 'ชื่อ', id: 'รหัส', price: 'ราคา', credits: 'เครดิต', kind: 'แสดง', q: 'ค้นหา' },
        empty: 'ยังไม่มีรายการในแคตตาล็อก',
      },
    },
    khru: {
      creditPrices: {
        kinds: { courses: 'คอร์ส', bundles: 'ชุดคอร์ส' },
        credits: '%{smart_count} เครดิต',
        notSet: 'ยังไม่ได้กำหนด',
        edit: 'แก้ไขราคาเครดิตของ %{name}',
        creditsFor: 'เครดิตของ %{name}',
        invalid: 'จำนวนเต็มตั้งแต่ 0 ถึง %{max}',
        saved: 'ตอนนี้ %{name} ราคา %{credits} เครดิต',
      },
    },
  },
};
