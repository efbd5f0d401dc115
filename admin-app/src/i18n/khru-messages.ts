/** The admin app's own texts, in both languages with the same keys. */
export const khruMessages = {
  en: {
    resources: {
      users: {
        name: 'User |||| Users',
        fields: {
          firstName: 'First name',
          lastName: 'Last name',
          email: 'Email',
          role: 'Role',
          created: 'Joined',
          lastLoginAt: 'Last login',
          password: 'Password',
          q: 'Search',
        },
        empty: 'No users yet',
        message: {
          delete_title: 'Delete the account of %{recordRepresentation}?',
          delete_content: '%{recordRepresentation} (%{email}) will no longer be able to log in. This cannot be undone.',
        },
      },
      'contact-messages': {
        name: 'Contact message |||| Contact messages',
        fields: {
          submittedAt: 'Received',
          name: 'Name',
          email: 'Email',
          phoneNumber: 'Phone',
          companyName: 'Company',
          topic: 'Topic',
          locale: 'Language',
          message: 'Message',
        },
        empty: 'No contact messages yet',
      },
      mail: {
        name: 'Sent mail |||| Sent mail',
        fields: { sentAt: 'Sent', to: 'To', subject: 'Subject', text: 'Text' },
        empty: 'No mail sent yet',
      },
      categories: {
        name: 'Category |||| Categories',
        fields: { code: 'Code', nameEn: 'Name (English)', nameTh: 'Name (Thai)', subCategories: 'Sub-categories' },
        empty: 'No categories yet',
      },
    },
    khru: {
      title: 'Khru Admin',
      roles: { ADMIN: 'Platform admin', B2B: 'B2B employee', MEMBER: 'Member', INSTRUCTOR: 'Instructor', ORG_ADMIN: 'Organisation admin', HR: 'HR' },
      languages: { en: 'English', th: 'Thai' },
      topics: {
        general: 'General question',
        courses: 'Courses and certificates',
        business: 'Training for an organisation',
        billing: 'Payments and refunds',
        technical: 'Technical problem',
      },
      users: { selfNotice: 'This is your own account: change it from your profile page.' },
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
      users: {
        name: 'ผู้ใช้ |||| ผู้ใช้',
        fields: {
          firstName: 'ชื่อ',
          lastName: 'นามสกุล',
          email: 'อีเมล',
          role: 'บทบาท',
          created: 'วันที่สมัคร',
          lastLoginAt: 'เข้าสู่ระบบล่าสุด',
          password: 'รหัสผ่าน',
          q: 'ค้นหา',
        },
        empty: 'ยังไม่มีผู้ใช้',
        message: {
          delete_title: 'ลบบัญชีของ %{recordRepresentation} ใช่ไหม',
          delete_content: '%{recordRepresentation} (%{email}) จะเข้าสู่ระบบไม่ได้อีก และไม่สามารถย้อนกลับได้',
        },
      },
      'contact-messages': {
        name: 'ข้อความติดต่อ |||| ข้อความติดต่อ',
        fields: {
          submittedAt: 'ได้รับเมื่อ',
          name: 'ชื่อ',
          email: 'อีเมล',
          phoneNumber: 'โทรศัพท์',
          companyName: 'บริษัท',
          topic: 'หัวข้อ',
          locale: 'ภาษา',
          message: 'ข้อความ',
        },
        empty: 'ยังไม่มีข้อความติดต่อ',
      },
      mail: {
        name: 'อีเมลที่ส่ง |||| อีเมลที่ส่ง',
        fields: { sentAt: 'ส่งเมื่อ', to: 'ถึง', subject: 'หัวเรื่อง', text: 'ข้อความ' },
        empty: 'ยังไม่มีอีเมลที่ส่งออก',
      },
      categories: {
        name: 'หมวดหมู่ |||| หมวดหมู่',
        fields: { code: 'รหัส', nameEn: 'ชื่อ (ภาษาอังกฤษ)', nameTh: 'ชื่อ (ภาษาไทย)', subCategories: 'หมวดหมู่ย่อย' },
        empty: 'ยังไม่มีหมวดหมู่',
      },
    },
    khru: {
      title: 'ครู ผู้ดูแลระบบ',
      roles: { ADMIN: 'ผู้ดูแลแพลตฟอร์ม', B2B: 'พนักงานองค์กร', MEMBER: 'สมาชิก', INSTRUCTOR: 'ผู้สอน', ORG_ADMIN: 'ผู้ดูแลองค์กร', HR: 'ฝ่ายบุคคล' },
      languages: { en: 'อังกฤษ', th: 'ไทย' },
      topics: {
        general: 'คำถามทั่วไป',
        courses: 'หลักสูตรและใบประกาศนียบัตร',
        business: 'การฝึกอบรมสำหรับองค์กร',
        billing: 'การชำระเงินและการคืนเงิน',
        technical: 'ปัญหาทางเทคนิค',
      },
      users: { selfNotice: 'นี่คือบัญชีของคุณเอง กรุณาแก้ไขจากหน้าโปรไฟล์' },
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
