import type { SliceMessages } from '../i18n/slice-messages';

/** Cost centres and their credit ledgers: react-admin’s labels and this slice’s own texts. */
export const costCentresMessages: SliceMessages = {
  en: {
    resources: {
      'cost-centres': {
        name: 'Cost centre |||| Cost centres',
        fields: { code: 'Code', name: 'Name', balance: 'Balance', used: 'Used', unlimited: 'Unlimited', expiresAt: 'Credits expire' },
        empty: 'No cost centres yet',
      },
    },
    khru: {
      costCentres: {
        none: 'none',
        balanceLine: 'Balance %{balance} · used %{used}',
        codeHelp: 'Letters, digits and dashes, at most 20; the CSV import refers to it',
        codePattern: 'Letters, digits and dashes only, at most 20',
        unlimitedHelp: 'Enrolments are recorded and no balance is checked',
        transfer: 'Transfer credits',
        transferTitle: 'Transfer credits from %{name}',
        transferTo: 'To cost centre',
        amount: 'Credits',
        available: 'Available: %{balance} credits',
        transferred: '%{amount} credits transferred',
      },
      ledger: {
        title: 'Ledger',
        asOf: 'As of (Bangkok time)',
        asOfHelp: 'Empty: now',
        now: 'Now',
        balanceAsOf: 'Balance as of %{at}: %{balance}',
        empty: 'No entries as of this instant',
        at: 'Time',
        type: 'Type',
        amount: 'Credits',
        balanceAfter: 'Balance after',
        reference: 'Reference',
        types: {
          CostCentreOpened: 'Opened',
          CreditsDeposited: 'Deposit',
          CreditsDeducted: 'Enrolment',
          CreditsReversed: 'Reversal',
          CreditsTransferredOut: 'Transfer out',
          CreditsTransferredIn: 'Transfer in',
          CreditsExpired: 'Expiry',
        },
      },
    },
  },
  th: {
    resources: {
      'cost-centres': {
        name: 'ศูนย์ต้นทุน |||| ศูนย์ต้นทุน',
        fields: { code: 'รหัส', name: 'ชื่อ', balance: 'ยอดคงเหลือ', used: 'ใช้ไปแล้ว', unlimited: 'ไม่จำกัด', expiresAt: 'เครดิตหมดอายุ' },
        empty: 'ยังไม่มีศูนย์ต้นทุน',
      },
    },
    khru: {
      costCentres: {
        none: 'ไม่จำกัด',
        balanceLine: 'คงเหลือ %{balance} · ใช้ไป %{used}',
        codeHelp: 'ตัวอักษร ตัวเลข และขีด ไม่เกิน 20 ตัว ใช้อ้างอิงในการนำเข้า CSV',
        codePattern: 'ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีด ไม่เกิน 20 ตัว',
        unlimitedHelp: 'บันทึกการลงทะเบียนโดยไม่ตรวจยอดคงเหลือ',
        transfer: 'โอนเครดิต',
        transferTitle: 'โอนเครดิตจาก %{name}',
        transferTo: 'ไปยังศูนย์ต้นทุน',
        amount: 'เครดิต',
        available: 'ใช้ได้: %{balance} เครดิต',
        transferred: 'โอน %{amount} เครดิตแล้ว',
      },
      ledger: {
        title: 'สมุดบัญชีเครดิต',
        asOf: 'ณ เวลา (เวลากรุงเทพฯ)',
        asOfHelp: 'เว้นว่าง: ปัจจุบัน',
        now: 'ปัจจุบัน',
        balanceAsOf: 'ยอดคงเหลือ ณ %{at}: %{balance}',
        empty: 'ไม่มีรายการ ณ เวลานี้',
        at: 'เวลา',
        type: 'ประเภท',
        amount: 'เครดิต',
        balanceAfter: 'ยอดคงเหลือหลังรายการ',
        reference: 'อ้างอิง',
        types: {
          CostCentreOpened: 'เปิดศูนย์ต้นทุน',
          CreditsDeposited: 'เติมเครดิต',
          CreditsDeducted: 'ลงทะเบียน',
          CreditsReversed: 'ยกเลิกการลงทะเบียน',
          CreditsTransferredOut: 'โอนออก',
          CreditsTransferredIn: 'โอนเข้า',
          CreditsExpired: 'หมดอายุ',
        },
      },
    },
  },
};
