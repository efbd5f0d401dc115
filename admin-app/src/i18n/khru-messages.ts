/** The admin app's own texts, in both languages with the same keys. */
export const khruMessages = {
  en: {
    khru: {
      title: 'Khru Admin',
      dashboard: {
        welcome: 'Welcome to Khru Admin',
        intro: 'Manage the catalogue, organisations and reports of the Khru learning marketplace.',
        health: 'Service health',
        eventStore: 'Event store',
        readModels: 'Read models',
        lag: 'Events waiting: %{lag}',
        status: { ok: 'Working', degraded: 'Catching up', down: 'Unavailable', checking: 'Checking…' },
      },
    },
  },
  th: {
    khru: {
      title: 'ครู ผู้ดูแลระบบ',
      dashboard: {
        welcome: 'ยินดีต้อนรับสู่ระบบผู้ดูแลของครู',
        intro: 'จัดการคอร์สเรียน องค์กร และรายงานของตลาดการเรียนรู้ครู',
        health: 'สถานะบริการ',
        eventStore: 'คลังเหตุการณ์',
        readModels: 'ข้อมูลสำหรับอ่าน',
        lag: 'เหตุการณ์ที่รอประมวลผล: %{lag}',
        status: { ok: 'ทำงานปกติ', degraded: 'กำลังอัปเดต', down: 'ไม่พร้อมใช้งาน', checking: 'กำลังตรวจสอบ…' },
      },
    },
  },
};
