/** The admin app's own texts, in both languages with the same keys. */
export const khruMessages = {
  en: {
    resources: {
      categories: {
        name: 'Category |||| Categories',
        fields: { code: 'Code', nameEn: 'Name (English)', nameTh: 'Name (Thai)', subCategories: 'Sub-categories' },
      },
    },
    khru: {
      title: 'Khru Admin',
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
    resources: {
      categories: {
        name: 'หมวดหมู่ |||| หมวดหมู่',
        fields: { code: 'รหัส', nameEn: 'ชื่อ (ภาษาอังกฤษ)', nameTh: 'ชื่อ (ภาษาไทย)', subCategories: 'หมวดหมู่ย่อย' },
      },
    },
    khru: {
      title: 'ครู ผู้ดูแลระบบ',
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
