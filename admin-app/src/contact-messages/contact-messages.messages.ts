import type { SliceMessages } from '../i18n/slice-messages';

/** The contact-us inbox's texts: react-admin's labels under `resources`, the rest under `khru.contactMessages`. */
export const contactMessagesMessages: SliceMessages = {
  en: {
    resources: {
      'contact-messages': {
        name: 'Contact message |||| Contact messages',
        fields: {
          submittedAt: 'Received',
          name: 'Name',
          email: 'Email',
          phoneNumber: 'Phone',
          companyName: 'Company',
          topic: 'Topic',
          locale: 'Language',
          message: 'Message',
          status: 'Status',
          handledAt: 'Handled',
          replies: 'Replies',
        },
        empty: 'No contact messages yet',
      },
    },
    khru: {
      contactMessages: {
        status: { new: 'New', handled: 'Handled' },
        message: 'Message',
        replies: 'Replies',
        noReplies: 'No reply yet.',
        repliedAt: 'Replied %{when}',
        markHandled: 'Mark handled',
        markedHandled: 'Marked handled',
        reply: 'Reply',
        replyTitle: 'Reply to %{name}',
        replyLanguage: 'Your reply is mailed to %{email} in %{language}, the language they wrote in. Write it in %{language}.',
        replyBody: 'Your reply',
        replyTooLong: 'At most %{max} characters',
        send: 'Send reply',
        sent: 'Reply sent; it is on its way by mail',
        title: 'Message from %{name}',
        search: 'Search name, email, company or message',
      },
    },
  },
  th: {
    resources: {
      'contact-messages': {
        name: 'ข้อความติดต่อ |||| ข้อความติดต่อ',
        fields: {
          submittedAt: 'ได้รับเมื่อ',
          name: 'ชื่อ',
          email: 'อีเมล',
          phoneNumber: 'โทรศัพท์',
          companyName: 'บริษัท',
          topic: 'หัวข้อ',
          locale: 'ภาษา',
          message: 'ข้อความ',
          status: 'สถานะ',
          handledAt: 'จัดการเมื่อ',
          replies: 'คำตอบ',
        },
        empty: 'ยังไม่มีข้อความติดต่อ',
      },
    },
    khru: {
      contactMessages: {
        status: { new: 'ใหม่', handled: 'จัดการแล้ว' },
        message: 'ข้อความ',
        replies: 'คำตอบ',
        noReplies: 'ยังไม่ได้ตอบกลับ',
        repliedAt: 'ตอบเมื่อ %{when}',
        markHandled: 'ทำเครื่องหมายว่าจัดการแล้ว',
        markedHandled: 'ทำเครื่องหมายว่าจัดการแล้ว',
        reply: 'ตอบกลับ',
        replyTitle: 'ตอบกลับ %{name}',
        replyLanguage: 'คำตอบของคุณจะส่งไปที่ %{email} เป็นภาษา%{language} ซึ่งเป็นภาษาที่ผู้ส่งใช้เขียนมา โปรดเขียนเป็นภาษา%{language}',
        replyBody: 'คำตอบของคุณ',
        replyTooLong: 'ไม่เกิน %{max} ตัวอักษร',
        send: 'ส่งคำตอบ',
        sent: 'ส่งคำตอบแล้ว กำลังส่งทางอีเมล',
        title: 'ข้อความจาก %{name}',
        search: 'ค้นหาชื่อ อีเมล บริษัท หรือข้อความ',
      },
    },
  },
};
