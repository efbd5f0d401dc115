import type { SliceMessages } from '../i18n/slice-messages';

/** The mail viewer: react-admin's labels and this slice's own texts, in both languages. */
export const mailMessages: SliceMessages = {
  en: {
    resources: {
      mail: {
        name: 'Sent mail |||| Sent mail',
        fields: { sentAt: 'Sent', to: 'To', subject: 'Subject', text: 'Text' },
        empty: 'No mail sent yet',
      },
    },
    khru: {
      mail: {
        attachments: 'Attachment |||| Attachments',
        download: 'Download %{filename}',
      },
    },
  },
  th: {
    resources: {
      mail: {
        name: 'อีเมลที่ส่ง |||| อีเมลที่ส่ง',
        fields: { sentAt: 'ส่งเมื่อ', to: 'ถึง', subject: 'หัวเรื่อง', text: 'ข้อความ' },
        empty: 'ยังไม่มีอีเมลที่ส่งออก',
      },
    },
    khru: {
      mail: {
        attachments: 'ไฟล์แนบ',
        download: 'ดาวน์โหลด %{filename}',
      },
    },
  },
};
