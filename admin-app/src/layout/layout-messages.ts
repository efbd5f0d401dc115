import type { SliceMessages } from '../i18n/slice-messages';

/** The navbar's own texts (react-admin's pack names Log out; the reports their own title). */
export const messages: SliceMessages = {
  en: { resources: {}, khru: { navbar: { profilePreview: 'Profile preview' } } },
  th: { resources: {}, khru: { navbar: { profilePreview: 'ดูตัวอย่างโปรไฟล์' } } },
};
