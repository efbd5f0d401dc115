import type { SliceMessages } from '../i18n/slice-messages';

/** The dashboards’ cards: the platform admin’s, the organisation’s and the auditor’s welcome. */
export const dashboardMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      orgDashboard: {
        balances: 'Credits per cost centre',
        noCostCentres: 'No cost centres yet',
        seats: 'Licence seats',
        noLicences: 'No licence pools yet',
        recentEnrolments: 'Recent enrolments by credits',
        allEnrolments: 'All enrolments by credits',
      },
      platformDashboard: {
        recentOrders: 'Latest orders',
        paidThisWeek: '1 order paid in the last 7 days |||| %{smart_count} orders paid in the last 7 days',
        noOrders: 'No orders yet',
        allOrders: 'All orders',
        waiting: 'Waiting for you',
        pendingReviews: '1 review to moderate |||| %{smart_count} reviews to moderate',
        pendingQuestions: '1 question to moderate |||| %{smart_count} questions to moderate',
        pendingReplies: '1 reply to moderate |||| %{smart_count} replies to moderate',
        newContactMessages: '1 new contact message |||| %{smart_count} new contact messages',
        publishedCourses: '1 published course |||| %{smart_count} published courses',
      },
      dashboard: {
        welcome: 'Welcome to Khru Admin',
        intro: {
          platform: 'Run the Khru learning marketplace: its orders, catalogue, organisations, moderation and reports.',
          organisation: "Manage your organisation's people, credits, licences and course assignments.",
          auditor: 'Replay the credits and purchases of the organisations you audit, as they stood at any instant. Nothing here can be changed.',
        },
        openAudit: 'Open the audit',
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
        balances: 'เครดิตตามศูนย์ต้นทุน',
        noCostCentres: 'ยังไม่มีศูนย์ต้นทุน',
        seats: 'สิทธิ์ไลเซนส์',
        noLicences: 'ยังไม่มีกลุ่มไลเซนส์',
        recentEnrolments: 'การลงทะเบียนด้วยเครดิตล่าสุด',
        allEnrolments: 'การลงทะเบียนด้วยเครดิตทั้งหมด',
      },
      platformDashboard: {
        recentOrders: 'คำสั่งซื้อล่าสุด',
        paidThisWeek: 'ชำระแล้ว %{smart_count} คำสั่งซื้อใน 7 วันที่ผ่านมา',
        noOrders: 'ยังไม่มีคำสั่งซื้อ',
        allOrders: 'คำสั่งซื้อทั้งหมด',
        waiting: 'งานที่รอคุณอยู่',
        pendingReviews: 'รีวิวรอตรวจสอบ %{smart_count} รายการ',
        pendingQuestions: 'คำถามรอตรวจสอบ %{smart_count} รายการ',
        pendingReplies: 'คำตอบรอตรวจสอบ %{smart_count} รายการ',
        newContactMessages: 'ข้อความติดต่อใหม่ %{smart_count} ข้อความ',
        publishedCourses: 'คอร์สที่เผยแพร่ %{smart_count} คอร์ส',
      },
      dashboard: {
        welcome: 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู',
        intro: {
          platform: 'ดูแลตลาดการเรียนรู้ครู: คำสั่งซื้อ คอร์สเรียน องค์กร การตรวจสอบเนื้อหา และรายงาน',
          organisation: 'จัดการพนักงาน เครดิต ไลเซนส์ และการมอบหมายคอร์สขององค์กรของคุณ',
          auditor: 'ย้อนดูเครดิตและการซื้อขององค์กรที่คุณตรวจสอบ ณ เวลาใดก็ได้ ข้อมูลในส่วนนี้เปลี่ยนแปลงไม่ได้',
        },
        openAudit: 'เปิดหน้าตรวจสอบย้อนหลัง',
        health: 'สถานะบริการ',
        eventStore: 'คลังเหตุการณ์: %{kind}',
        readModels: 'ข้อมูลสำหรับอ่าน: %{kind} เหตุการณ์ที่รอประมวลผล: %{lag}',
        status: { ok: 'ทำงานปกติ', degraded: 'กำลังอัปเดต', down: 'ไม่พร้อมใช้งาน', checking: 'กำลังตรวจสอบ…' },
      },
    },
  },
};
