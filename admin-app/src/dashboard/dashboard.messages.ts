import type { SliceMessages } from '../i18n/slice-messages';

/** The dashboards’ cards: the platform admin’s and the organisation’s. */
export const dashboardMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      orgDashboard: {
        intro: "Manage your organisation's people, credits, licences and course assignments.",
        balances: 'Credits per cost centre',
        noCostCentres: 'No cost centres yet',
        seats: 'Licence seats',
        noLicences: 'No licence pools yet',
        recentEnrolments: 'Recent enrolments by credits',
        allEnrolments: 'All enrolments by credits',
      },
      dashboard: {
        welcome: 'Welcome to Khru Admin',
        intro: 'Manage the catalogue, organisations and reports of the Khru learning marketplace.',
        health: 'Service health',
        eventStore: 'Event store: %{kind}',
        readModels: 'Read models: %{kind}, events waiting: %{lag}',
        status: { ok: 'Working', degraded: 'Catching up', down: 'Unavailable', checking: 'Checking…' },
      },
    },
  },
  th: {
    resources: {},
    khru: {
      orgDashboard: {
        intro: 'จัดการพนักงาน เครดิต ไลเซนส์ และการมอบหมายคอร์สขององค์กรของคุณ',
        balances: 'เครดิตตามศูนย์ต้นทุน',
        noCostCentres: 'ยังไม่มีศูนย์ต้นทุน',
        seats: 'สิทธิ์ไลเซนส์',
        noLicences: 'ยังไม่มีกลุ่มไลเซนส์',
        recentEnrolments: 'การลงทะเบียนด้วยเครดิตล่าสุด',
        allEnrolments: 'การลงทะเบียนด้วยเครดิตทั้งหมด',
      },
      dashboard: {
        welcome: 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู',
        intro: 'จัดการคอร์สเรียน องค์กร และรายงานของตลาดการเรียนรู้ครู',
        health: 'สถานะบริการ',
        eventStore: 'คลังเหตุการณ์: %{kind}',
        readModels: 'ข้อมูลสำหรับอ่าน: %{kind} เหตุการณ์ที่รอประมวลผล: %{lag}',
        status: { ok: 'ทำงานปกติ', degraded: 'กำลังอัปเดต', down: 'ไม่พร้อมใช้งาน', checking: 'กำลังตรวจสอบ…' },
      },
    },
  },
};
