import type { SliceMessages } from '../../i18n/slice-messages';

/** Moderation of questions and replies: react-admin’s labels and the moderation texts. */
export const questionsMessages: SliceMessages = {
  en: {
    resources: {
      questions: {
        name: 'Question |||| Questions',
        fields: { course: 'Course', 'author.name': 'Author', text: 'Question', replyCount: 'Replies', created: 'Asked', status: 'State' },
        empty: 'No questions in this state',
      },
      replies: {
        name: 'Reply |||| Replies',
        fields: {
          course: 'Course',
          'question.text': 'Question',
          'author.name': 'Author',
          authorRole: 'As',
          text: 'Reply',
          created: 'Written',
          status: 'State',
        },
        empty: 'No replies in this state',
      },
    },
    khru: {
      qa: {
        status: { pending: 'Pending review', published: 'Published', unpublished: 'Unpublished' },
        role: { learner: 'Learner', instructor: 'Instructor', team: 'Khru team' },
        allStates: 'All states',
        publish: 'Publish',
        unpublish: 'Unpublish',
        published: 'Published',
        unpublished: 'Unpublished',
        reject: 'Reject',
        rejected: 'Rejected: it stays hidden',
      },
    },
  },
  th: {
    resources: {
      questions: {
        name: 'คำถาม |||| คำถาม',
        fields: { course: 'คอร์ส', 'author.name': 'ผู้ถาม', text: 'คำถาม', replyCount: 'คำตอบ', created: 'ถามเมื่อ', status: 'สถานะ' },
        empty: 'ไม่มีคำถามในสถานะนี้',
      },
      replies: {
        name: 'คำตอบ |||| คำตอบ',
        fields: { course: 'คอร์ส', 'question.text': 'คำถาม', 'author.name': 'ผู้ตอบ', authorRole: 'ในฐานะ', text: 'คำตอบ', created: 'ตอบเมื่อ', status: 'สถานะ' },
        empty: 'ไม่มีคำตอบในสถานะนี้',
      },
    },
    khru: {
      qa: {
        status: { pending: 'รอการตรวจสอบ', published: 'เผยแพร่แล้ว', unpublished: 'ไม่เผยแพร่' },
        role: { learner: 'ผู้เรียน', instructor: 'ผู้สอน', team: 'ทีมครู' },
        allStates: 'ทุกสถานะ',
        publish: 'เผยแพร่',
        unpublish: 'ยกเลิกการเผยแพร่',
        published: 'เผยแพร่แล้ว',
        unpublished: 'ยกเลิกการเผยแพร่แล้ว',
        reject: 'ไม่อนุมัติ',
        rejected: 'ไม่อนุมัติแล้ว จะไม่แสดง',
      },
    },
  },
};
