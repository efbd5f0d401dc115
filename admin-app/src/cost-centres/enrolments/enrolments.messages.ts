import type { SliceMessages } from '../../i18n/slice-messages';

/** Enrolments by credits: react-admin’s labels and this slice’s own texts. */
export const enrolmentsMessages: SliceMessages = {
  en: {
    resources: {
      enrolments: {
        name: 'Enrolment by credits |||| Enrolments by credits',
        fields: {
          at: 'Enrolled',
          userId: 'Employee',
          itemId: 'Course or bundle',
          summary: 'Enrolment',
          amount: 'Credits',
          costCentreId: 'Cost centre',
          status: 'Status',
        },
        empty: 'No enrolments by credits yet',
      },
    },
    khru: {
      enrolments: {
        reverse: 'Reverse',
        reverseTitle: 'Reverse this enrolment?',
        reverseContent:
          'The learner loses access to the course and %{credits} credits return to the cost centre. Only an enrolment not yet started can be reversed.',
        reversed: 'The enrolment is reversed and its credits are back',
        reversedAt: 'Reversed %{at}',
      },
    },
  },
  th: {
    resources: {
      enrolments: {
        name: 'การลงทะเบียนด้วยเครดิต |||| การลงทะเบียนด้วยเครดิต',
        fields: {
          at: 'ลงทะเบียนเมื่อ',
          userId: 'พนักงาน',
          itemId: 'คอร์สหรือชุดคอร์ส',
          summary: 'การลงทะเบียน',
          amount: 'เครดิต',
          costCentreId: 'ศูนย์ต้นทุน',
          status: 'สถานะ',
        },
        empty: 'ยังไม่มีการลงทะเบียนด้วยเครดิต',
      },
    },
    khru: {
      enrolments: {
        reverse: 'ยกเลิก',
        reverseTitle: 'ยกเลิกการลงทะเบียนนี้ใช่ไหม',
        reverseContent: 'ผู้เรียนจะเข้าคอร์สไม่ได้อีก และ %{credits} เครดิตจะคืนเข้าศูนย์ต้นทุน ยกเลิกได้เฉพาะการลงทะเบียนที่ยังไม่เริ่มเรียน',
        reversed: 'ยกเลิกการลงทะเบียนและคืนเครดิตแล้ว',
        reversedAt: 'ยกเลิกเมื่อ %{at}',
      },
    },
  },
};
