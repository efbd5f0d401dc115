import type { SliceMessages } from './slice-messages';

/** Texts several slices use: roles, languages, contact topics and the Bangkok time of time inputs. */
export const sharedMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      roles: {
        ADMIN: 'Platform admin',
        B2B: 'B2B employee',
        MEMBER: 'Member',
        INSTRUCTOR: 'Instructor',
        ORG_ADMIN: 'Organisation admin',
        HR: 'HR',
        AUDITOR: 'Auditor',
      },
      languages: { en: 'English', th: 'Thai' },
      bangkokTime: { help: 'Bangkok time (UTC+7)', chosen: 'Bangkok time (UTC+7): %{at}' },
      topics: {
        general: 'General question',
        courses: 'Courses and certificates',
        business: 'Training for an organisation',
        billing: 'Payments and refunds',
        technical: 'Technical problem',
      },
    },
  },
  th: {
    resources: {},
    khru: {
      roles: { ADMIN: 'ผู้ดูแลแพลตฟอร์ม', B2B: 'พนักงานองค์กร', MEMBER: 'สมาชิก', INSTRUCTOR: 'ผู้สอน', ORG_ADMIN: 'ผู้ดูแลองค์กร', HR: 'ฝ่ายบุคคล', AUDITOR: 'ผู้ตรวจสอบ' },
      languages: { en: 'อังกฤษ', th: 'ไทย' },
      bangkokTime: { help: 'เวลากรุงเทพฯ (UTC+7)', chosen: 'เวลากรุงเทพฯ (UTC+7): %{at}' },
      topics: {
        general: 'คำถามทั่วไป',
        courses: 'หลักสูตรและใบประกาศนียบัตร',
        business: 'การฝึกอบรมสำหรับองค์กร',
        billing: 'การชำระเงินและการคืนเงิน',
        technical: 'ปัญหาทางเทคนิค',
      },
    },
  },
};
