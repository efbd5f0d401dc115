import type { SliceMessages } from '../i18n/slice-messages';

/** Certificates: react-admin’s labels and this slice’s own texts. */
export const certificatesMessages: SliceMessages = {
  en: {
    resources: {
      certificates: {
        name: 'Certificate |||| Certificates',
        fields: {
          number: 'Number',
          holderName: 'Holder',
          title: 'Title',
          titleEn: 'Title (English)',
          titleTh: 'Title (Thai)',
          kind: 'Kind',
          issuedAt: 'Issued',
          status: 'Status',
          scorePercent: 'Test score',
          courseIds: 'Courses',
          userId: 'Holder account',
          revokedAt: 'Revoked',
          revokedReason: 'Reason for revoking',
          q: 'Search',
        },
        empty: 'No certificates in this status',
      },
    },
    khru: {
      certificates: {
        status: { preparing: 'Preparing the PDF', ready: 'Ready', failed: 'PDF failed', revoked: 'Revoked' },
        kind: { course: 'Course', bundle: 'Bundle' },
        allStatuses: 'All statuses',
        verify: 'Verification page',
        pdf: 'Download PDF',
        badge: 'Open Badges credential',
        revoke: 'Revoke',
        revokeTitle: 'Revoke certificate %{number}?',
        revokeContent:
          'The certificate of %{holder} for "%{title}" stops being valid at once and cannot be reinstated. Anyone who verifies it will see that it was revoked, with the reason below.',
        reason: 'Reason',
        reasonHelp: 'Shown on the public verification page',
        revoked: 'Certificate %{number} is revoked',
      },
    },
  },
  th: {
    resources: {
      certificates: {
        name: 'ใบประกาศนียบัตร |||| ใบประกาศนียบัตร',
        fields: {
          number: 'เลขที่',
          holderName: 'ผู้ได้รับ',
          title: 'ชื่อ',
          titleEn: 'ชื่อ (ภาษาอังกฤษ)',
          titleTh: 'ชื่อ (ภาษาไทย)',
          kind: 'ประเภท',
          issuedAt: 'ออกเมื่อ',
          status: 'สถานะ',
          scorePercent: 'คะแนนสอบ',
          courseIds: 'คอร์ส',
          userId: 'บัญชีผู้ได้รับ',
          revokedAt: 'เพิกถอนเมื่อ',
          revokedReason: 'เหตุผลที่เพิกถอน',
          q: 'ค้นหา',
        },
        empty: 'ไม่มีใบประกาศนียบัตรในสถานะนี้',
      },
    },
    khru: {
      certificates: {
        status: { preparing: 'กำลังสร้าง PDF', ready: 'พร้อมแล้ว', failed: 'สร้าง PDF ไม่สำเร็จ', revoked: 'เพิกถอนแล้ว' },
        kind: { course: 'คอร์ส', bundle: 'ชุดคอร์ส' },
        allStatuses: 'ทุกสถานะ',
        verify: 'หน้าตรวจสอบ',
        pdf: 'ดาวน์โหลด PDF',
        badge: 'ข้อมูลรับรอง Open Badges',
        revoke: 'เพิกถอน',
        revokeTitle: 'เพิกถอนใบประกาศนียบัตร %{number} หรือไม่',
        revokeContent: 'ใบประกาศนียบัตรของ %{holder} สำหรับ "%{title}" จะใช้ไม่ได้ทันทีและไม่สามารถคืนสถานะได้ ผู้ที่ตรวจสอบจะเห็นว่าถูกเพิกถอนพร้อมเหตุผลด้านล่าง',
        reason: 'เหตุผล',
        reasonHelp: 'แสดงบนหน้าตรวจสอบสาธารณะ',
        revoked: 'เพิกถอนใบประกาศนียบัตร %{number} แล้ว',
      },
    },
  },
};
