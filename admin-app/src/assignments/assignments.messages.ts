import type { SliceMessages } from '../i18n/slice-messages';

/** Assignments: react-admin’s labels and this slice’s own texts. */
export const assignmentsMessages: SliceMessages = {
  en: {
    resources: {
      assignments: {
        name: 'Assignment |||| Assignments',
        notifications: { created: 'Assignment created' },
        fields: {
          item: 'Course or bundle',
          kind: 'Assign a',
          courseId: 'Course',
          bundleId: 'Bundle',
          target: 'To',
          userIds: 'People',
          department: 'Department',
          dueDate: 'Due',
          at: 'Assigned',
        },
        empty: 'No assignments yet',
      },
    },
    khru: {
      assignments: {
        toPeople: 'Chosen people',
        toDepartment: 'Everyone in a department',
        choosePeople: 'People',
        departmentHelp: 'Its active members now are assigned',
        dueDateHelp: 'Optional; the end of that day',
        people: '%{smart_count} person |||| %{smart_count} people',
        dueOn: 'Due %{at}',
      },
    },
  },
  th: {
    resources: {
      assignments: {
        name: 'การมอบหมายคอร์ส |||| การมอบหมายคอร์ส',
        notifications: { created: 'สร้างการมอบหมายคอร์สแล้ว' },
        fields: {
          item: 'คอร์สหรือชุดคอร์ส',
          kind: 'มอบหมาย',
          courseId: 'คอร์ส',
          bundleId: 'ชุดคอร์ส',
          target: 'ให้กับ',
          userIds: 'พนักงาน',
          department: 'แผนก',
          dueDate: 'กำหนดเสร็จ',
          at: 'มอบหมายเมื่อ',
        },
        empty: 'ยังไม่มีการมอบหมายคอร์ส',
      },
    },
    khru: {
      assignments: {
        toPeople: 'พนักงานที่เลือก',
        toDepartment: 'ทุกคนในแผนก',
        choosePeople: 'พนักงาน',
        departmentHelp: 'มอบหมายให้สมาชิกที่ใช้งานอยู่ในขณะนี้',
        dueDateHelp: 'ไม่บังคับ นับถึงสิ้นวันนั้น',
        people: '%{smart_count} คน',
        dueOn: 'กำหนดเสร็จ %{at}',
      },
    },
  },
};
