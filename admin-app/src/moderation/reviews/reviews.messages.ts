import type { SliceMessages } from '../../i18n/slice-messages';

/** Moderation of reviews: react-admin’s labels and the moderation texts. */
export const reviewsMessages: SliceMessages = {
  en: {
    resources: {
      reviews: {
        name: 'Review |||| Reviews',
        fields: { course: 'Course', 'author.name': 'Author', rating: 'Stars', text: 'Review', created: 'Written', status: 'State' },
        empty: 'No reviews in this state',
      },
    },
    khru: {
      reviews: {
        status: { pending: 'Pending review', published: 'Published', unpublished: 'Unpublished' },
        allStates: 'All states',
        publish: 'Publish',
        unpublish: 'Unpublish',
        published: 'The review is published',
        unpublished: 'The review is unpublished',
        reject: 'Reject',
        rejected: 'The review is rejected and stays hidden',
      },
    },
  },
  th: {
    resources: {
      reviews: {
        name: 'รีวิว |||| รีวิว',
        fields: { course: 'คอร์ส', 'author.name': 'ผู้เขียน', rating: 'ดาว', text: 'รีวิว', created: 'เขียนเมื่อ', status: 'สถานะ' },
        empty: 'ไม่มีรีวิวในสถานะนี้',
      },
    },
    khru: {
      reviews: {
        status: { pending: 'รอการตรวจสอบ', published: 'เผยแพร่แล้ว', unpublished: 'ไม่เผยแพร่' },
        allStates: 'ทุกสถานะ',
        publish: 'เผยแพร่',
        unpublish: 'ยกเลิกการเผยแพร่',
        published: 'เผยแพร่รีวิวแล้ว',
        unpublished: 'ยกเลิกการเผยแพร่รีวิวแล้ว',
        reject: 'ไม่อนุมัติ',
        rejected: 'ไม่อนุมัติรีวิวแล้ว รีวิวจะไม่แสดง',
      },
    },
  },
};
