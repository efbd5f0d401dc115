import type { SliceMessages } from '../../i18n/slice-messages';

/** The texts of cancelling or postponing a public training, in both languages. */
export const trainingMessages: SliceMessages = {
  en: {
    resources: {},
    khru: {
      training: {
        reason: 'Reason, told to the learners',
        startsAt: 'New start',
        refunds: 'Everyone who paid for a seat is refunded in full, by card, within 30 days (spec section 9).',
        cancelled: 'Cancelled on %{date}: every paid seat was refunded in full',
        cancel: { button: 'Cancel training', title: 'Cancel the training "%{title}"?', confirm: 'Cancel the training', done: 'Training cancelled' },
        postpone: {
          button: 'Postpone training',
          title: 'Postpone the training "%{title}"?',
          confirm: 'Postpone the training',
          done: 'Training postponed',
          resale: 'The course stays on sale for the new date.',
        },
      },
    },
  },
  th: {
    resources: {},
    khru: {
      training: {
        reason: 'เหตุผล (แจ้งให้ผู้เรียนทราบ)',
        startsAt: 'วันเริ่มใหม่',
        refunds: 'ทุกคนที่ชำระค่าที่นั่งแล้วจะได้รับเงินคืนเต็มจำนวนเข้าบัตรภายใน 30 วัน',
        cancelled: 'ยกเลิกเมื่อ %{date}: คืนเงินเต็มจำนวนให้ทุกที่นั่งที่ชำระแล้ว',
        cancel: { button: 'ยกเลิกการอบรม', title: 'ยกเลิกการอบรม "%{title}" ใช่ไหม', confirm: 'ยกเลิกการอบรม', done: 'ยกเลิกการอบรมแล้ว' },
        postpone: {
          button: 'เลื่อนการอบรม',
          title: 'เลื่อนการอบรม "%{title}" ใช่ไหม',
          confirm: 'เลื่อนการอบรม',
          done: 'เลื่อนการอบรมแล้ว',
          resale: 'คอร์สยังเปิดขายสำหรับวันอบรมใหม่',
        },
      },
    },
  },
};
