/** The seller named on every tax invoice: the demo company, as the footer names it. */
export const SELLER = {
  name: { en: 'Khru Co., Ltd.', th: 'บริษัท ครู จำกัด' },
  address: {
    en: '123 Sukhumvit Road, Bangkok 10110',
    th: '123 ถนนสุขุมวิท กรุงเทพฯ 10110',
  },
  taxId: '0105566012344',
  branch: '00000',
} as const;
