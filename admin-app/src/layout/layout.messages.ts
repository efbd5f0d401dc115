import type { SliceMessages } from '../i18n/slice-messages';

/** The app's title, the navbar's own texts and the notifications (react-admin's pack names Log out; the reports their own title). */
export const layoutMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      title: 'Khru Admin',
      notifications: {
        title: 'Notifications',
        bell: 'Notifications',
        bellUnread: 'Notifications (unread)',
        markAllSeen: 'Mark all as seen',
        empty: 'No notifications yet',
        unread: 'Unread:',
        failed: 'Notifications could not be loaded',
      },
      navbar: { profilePreview: 'Profile preview', userMenu: '%{name}: profile menu' },
    },
  },
  th: {
    resources: {},
    khru: {
      title: 'ครู ผู้ดูแลระบบ',
      notifications: {
        title: 'การแจ้งเตือน',
        bell: 'การแจ้งเตือน',
        bellUnread: 'การแจ้งเตือน (มีรายการที่ยังไม่ได้อ่าน)',
        markAllSeen: 'ทำเครื่องหมายว่าเห็นทั้งหมดแล้ว',
        empty: 'ยังไม่มีการแจ้งเตือน',
        unread: 'ยังไม่ได้อ่าน:',
        failed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
      },
      navbar: { profilePreview: 'ดูตัวอย่างโปรไฟล์', userMenu: '%{name}: เมนูโปรไฟล์' },
    },
  },
};
