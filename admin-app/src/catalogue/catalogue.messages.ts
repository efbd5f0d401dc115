import type { SliceMessages } from '../i18n/slice-messages';

/** What a catalogue item is (course or bundle), wherever one is named. */
export const catalogueMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      items: { course: 'Course', bundle: 'Bundle' },
    },
  },
  th: {
    resources: {},
    khru: {
      items: { course: 'คอร์ส', bundle: 'ชุดคอร์ส' },
    },
  },
};
