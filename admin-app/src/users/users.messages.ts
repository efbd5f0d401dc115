import type { SliceMessages } from '../i18n/slice-messages';

/** User administration: react-admin’s labels and this slice’s own texts. */
export const usersMessages: SliceMessages = {
  en: {
    resources: {
      users: {
        name: 'User |||| Users',
        notifications: { created: 'User created', updated: 'User saved', deleted: 'User deleted' },
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
    },
    khru: {
      users: { selfNotice: 'This is your own account: change it from your profile page.' },
    },
  },
  th: {
    resources: {
      users: {
        name: 'ผู้ใช้ |||| ผู้ใช้',
        notifications: { created: 'สร้างผู้ใช้แล้ว', updated: 'บันทึกผู้ใช้แล้ว', deleted: 'ลบผู้ใช้แล้ว' },
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
    },
    khru: {
      users: { selfNotice: 'นี่คือบัญชีของคุณเอง กรุณาแก้ไขจากหน้าโปรไฟล์' },
    },
  },
};
