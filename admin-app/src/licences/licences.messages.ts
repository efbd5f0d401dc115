import type { SliceMessages } from '../i18n/slice-messages';

/** Licence pools: react-admin’s labels and this slice’s own texts. */
export const licencesMessages: SliceMessages = {
  en: {
    resources: {
      licences: {
        name: 'Licence pool |||| Licence pools',
        fields: { name: 'Name', seatsUsed: 'Seats', validFrom: 'Valid from', validUntil: 'Valid until', coverage: 'Covers' },
        empty: 'No licence pools yet',
      },
    },
    khru: {
      licences: {
        wholeCatalogue: 'The whole catalogue',
        listed: '%{courses}, %{bundles}',
        courseCount: '%{smart_count} course |||| %{smart_count} courses',
        bundleCount: '%{smart_count} bundle |||| %{smart_count} bundles',
        seatsLine: '%{used} used, %{free} free of %{seats}',
        holders: 'Seat holders',
        noHolders: 'Nobody holds a seat yet',
        holderName: 'Name',
        holderEmail: 'Email',
        assign: 'Assign seats',
        assignTitle: 'Assign seats of %{name}',
        freeSeats: '%{smart_count} seat free |||| %{smart_count} seats free',
        people: 'Employees',
        assigned: 'Seat assigned |||| %{smart_count} seats assigned',
        revoke: 'Revoke seats',
        revokeTitle: 'Revoke seats of %{name}?',
        revokeContent: 'The selected person loses their seat. |||| The %{smart_count} selected people lose their seats.',
        revoked: 'Seat revoked |||| %{smart_count} seats revoked',
      },
    },
  },
  th: {
    resources: {
      licences: {
        name: 'กลุ่มไลเซนส์ |||| กลุ่มไลเซนส์',
        fields: { name: 'ชื่อ', seatsUsed: 'สิทธิ์', validFrom: 'ใช้ได้ตั้งแต่', validUntil: 'ใช้ได้ถึง', coverage: 'ครอบคลุม' },
        empty: 'ยังไม่มีกลุ่มไลเซนส์',
      },
    },
    khru: {
      licences: {
        wholeCatalogue: 'ทุกรายการในแคตตาล็อก',
        listed: '%{courses} %{bundles}',
        courseCount: '%{smart_count} คอร์ส',
        bundleCount: '%{smart_count} ชุดคอร์ส',
        seatsLine: 'ใช้ไป %{used} ว่าง %{free} จาก %{seats} สิทธิ์',
        holders: 'ผู้ถือสิทธิ์',
        noHolders: 'ยังไม่มีผู้ถือสิทธิ์',
        holderName: 'ชื่อ',
        holderEmail: 'อีเมล',
        assign: 'มอบสิทธิ์',
        assignTitle: 'มอบสิทธิ์ของ %{name}',
        freeSeats: 'ว่าง %{smart_count} สิทธิ์',
        people: 'พนักงาน',
        assigned: 'มอบ %{smart_count} สิทธิ์แล้ว',
        revoke: 'เพิกถอนสิทธิ์',
        revokeTitle: 'เพิกถอนสิทธิ์ของ %{name} ใช่ไหม',
        revokeContent: 'พนักงานที่เลือก %{smart_count} คนจะเสียสิทธิ์',
        revoked: 'เพิกถอน %{smart_count} สิทธิ์แล้ว',
      },
    },
  },
};
