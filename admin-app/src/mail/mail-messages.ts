import type { SliceMessages } from '../i18n/slice-messages';

/** The mail viewer's own texts (its resource labels are among the shared ones). */
export const messages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      mail: {
        attachments: 'Attachment |||| Attachments',
        download: 'Download %{filename}',
      },
    },
  },
  th: {
    resources: {},
    khru: {
      mail: {
        attachments: 'ไฟล์แนบ',
        download: 'ดาวน์โหลด %{filename}',
      },
    },
  },
};
