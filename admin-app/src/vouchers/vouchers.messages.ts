import type { SliceMessages } from '../i18n/slice-messages';

/** Vouchers: react-admin's labels and this slice's own texts, in both languages. */
export const vouchersMessages: SliceMessages = {
  en: {
    resources: {
      vouchers: {
        name: 'Voucher |||| Vouchers',
        notifications: { created: 'Voucher created' },
        empty: 'No vouchers yet',
        fields: {
          code: 'Code',
          discount: { kind: 'Discount', percent: 'Percent off', amount: 'Amount off (THB)' },
          validFrom: 'Valid from',
          validUntil: 'Valid until',
          usageLimit: 'Uses in all',
          perUserLimit: 'Uses per learner',
          uses: 'Uses',
          eligibleCourseIds: 'Courses',
          eligibleBundleIds: 'Bundles',
          eligibleCategoryIds: 'Categories',
          createdAt: 'Created',
          deactivatedAt: 'Deactivated',
          state: 'State',
        },
      },
    },
    khru: {
      vouchers: {
        discount: 'Discount',
        window: 'Valid',
        stateLabel: 'State',
        usesOf: '%{uses} of %{limit}',
        state: { active: 'Active', deactivated: 'Deactivated', expired: 'Expired', notYetValid: 'Not yet valid', usedUp: 'Used up' },
        filter: { active: 'Active', inactive: 'Deactivated', expired: 'Expired', all: 'Every state' },
        kind: { percent: 'Percent', fixed: 'Amount in baht' },
        codeRule: 'Letters, digits and dashes, 3 to 40 (for example SPRING-25)',
        amountHelp: 'Whole baht taken off the eligible items',
        appliesTo: 'Applies to',
        appliesToHelp: 'Choose nothing for a voucher on every course and bundle.',
        everything: 'Every course and bundle',
        categoryChip: 'Category: %{name}',
        deactivate: {
          button: 'Deactivate',
          title: 'Deactivate %{code}?',
          content: 'Nobody can use it from now on. Orders that already used it keep their discount. This cannot be undone.',
          done: 'Voucher deactivated',
        },
      },
    },
  },
  th: {
    resources: {
      vouchers: {
        name: 'คูปอง |||| คูปอง',
        notifications: { created: 'สร้างคูปองแล้ว' },
        empty: 'ยังไม่มีคูปอง',
        fields: {
          code: 'รหัสคูปอง',
          discount: { kind: 'ส่วนลด', percent: 'ลดเป็นเปอร์เซ็นต์', amount: 'ลดเป็นจำนวนเงิน (บาท)' },
          validFrom: 'ใช้ได้ตั้งแต่',
          validUntil: 'ใช้ได้ถึง',
          usageLimit: 'จำนวนครั้งที่ใช้ได้ทั้งหมด',
          perUserLimit: 'จำนวนครั้งต่อผู้เรียน',
          uses: 'ใช้ไปแล้ว',
          eligibleCourseIds: 'คอร์ส',
          eligibleBundleIds: 'ชุดคอร์ส',
          eligibleCategoryIds: 'หมวดหมู่',
          createdAt: 'สร้างเมื่อ',
          deactivatedAt: 'ปิดใช้งานเมื่อ',
          state: 'สถานะ',
        },
      },
    },
    khru: {
      vouchers: {
        discount: 'ส่วนลด',
        window: 'ช่วงเวลาที่ใช้ได้',
        stateLabel: 'สถานะ',
        usesOf: '%{uses} จาก %{limit}',
        state: { active: 'ใช้งานได้', deactivated: 'ปิดใช้งานแล้ว', expired: 'หมดอายุ', notYetValid: 'ยังไม่ถึงเวลาใช้', usedUp: 'ใช้ครบแล้ว' },
        filter: { active: 'ใช้งานได้', inactive: 'ปิดใช้งานแล้ว', expired: 'หมดอายุ', all: 'ทุกสถานะ' },
        kind: { percent: 'เปอร์เซ็นต์', fixed: 'จำนวนเงิน (บาท)' },
        codeRule: 'ตัวอักษรภาษาอังกฤษ ตัวเลข และขีดกลาง 3 ถึง 40 ตัว (เช่น SPRING-25)',
        amountHelp: 'จำนวนบาทที่ลดจากรายการที่ร่วมรายการ',
        appliesTo: 'ใช้กับ',
        appliesToHelp: 'ไม่ต้องเลือกหากต้องการให้ใช้ได้กับทุกคอร์สและทุกชุดคอร์ส',
        everything: 'ทุกคอร์สและทุกชุดคอร์ส',
        categoryChip: 'หมวดหมู่: %{name}',
        deactivate: {
          button: 'ปิดใช้งาน',
          title: 'ปิดใช้งาน %{code} หรือไม่',
          content: 'จะไม่มีใครใช้คูปองนี้ได้อีก คำสั่งซื้อที่ใช้ไปแล้วยังคงได้รับส่วนลด ไม่สามารถย้อนกลับได้',
          done: 'ปิดใช้งานคูปองแล้ว',
        },
      },
    },
  },
};
