// A small generated catalogue for the reports benchmark: 3 categories holding 10 sub-categories (the
// skills of the dashboard) and 60 published courses of 5 to 9 short videos and a closing quiz, two in
// three with a final test. Its events go first, so titles and skills resolve as in the product.
import { categoryStream, courseStream } from '@khru/contracts';

const CATEGORIES = [
  {
    id: 'bench-business',
    code: 'BENCH-BUS',
    name: { en: 'Business', th: 'ธุรกิจ' },
    skills: [
      { id: 'bench-leadership', name: { en: 'Leadership', th: 'ภาวะผู้นำ' } },
      { id: 'bench-negotiation', name: { en: 'Negotiation', th: 'การเจรจาต่อรอง' } },
      { id: 'bench-marketing', name: { en: 'Marketing', th: 'การตลาด' } },
      { id: 'bench-finance', name: { en: 'Finance for managers', th: 'การเงินสำหรับผู้จัดการ' } },
    ],
  },
  {
    id: 'bench-technology',
    code: 'BENCH-TECH',
    name: { en: 'Technology', th: 'เทคโนโลยี' },
    skills: [
      { id: 'bench-data', name: { en: 'Data analysis', th: 'การวิเคราะห์ข้อมูล' } },
      { id: 'bench-spreadsheets', name: { en: 'Spreadsheets', th: 'สเปรดชีต' } },
      { id: 'bench-programming', name: { en: 'Programming', th: 'การเขียนโปรแกรม' } },
    ],
  },
  {
    id: 'bench-compliance',
    code: 'BENCH-COMP',
    name: { en: 'Compliance', th: 'การปฏิบัติตามกฎระเบียบ' },
    skills: [
      { id: 'bench-pdpa', name: { en: 'Personal data protection', th: 'การคุ้มครองข้อมูลส่วนบุคคล' } },
      { id: 'bench-safety', name: { en: 'Workplace safety', th: 'ความปลอดภัยในการทำงาน' } },
      { id: 'bench-security', name: { en: 'Information security', th: 'ความมั่นคงปลอดภัยสารสนเทศ' } },
    ],
  },
];

const SKILLS = CATEGORIES.flatMap((category) => category.skills.map((skill) => ({ ...skill, categoryId: category.id })));
const COURSE_COUNT = 60;

const lessonTitle = (n) => ({ en: `Lesson ${n}`, th: `บทที่ ${n}` });

/** The catalogue's courses: id, lessons (each video's length in seconds, then the quiz), whether a final test follows. */
export const BENCH_COURSES = Array.from({ length: COURSE_COUNT }, (_, i) => {
  const skill = SKILLS[i % SKILLS.length];
  const number = String(i + 1).padStart(2, '0');
  const videos = Array.from({ length: 5 + (i % 5) }, (_, k) => ({ id: `bench-course-${number}-v${k + 1}`, seconds: 180 + ((i * 7 + k * 53) % 300) }));
  return {
    id: `bench-course-${number}`,
    title: { en: `${skill.name.en} ${number}`, th: `${skill.name.th} ${number}` },
    categoryId: skill.categoryId,
    skillId: skill.id,
    videos,
    quizId: `bench-course-${number}-quiz`,
    lessonCount: videos.length + 1,
    hasTest: i % 3 !== 0,
  };
});

/** `[stream, type, data]` of the catalogue: categories, then each course drafted and published. */
export function catalogueEvents(at) {
  const events = CATEGORIES.map((c) => [
    categoryStream(c.id),
    'CategoryDefined',
    { categoryId: c.id, code: c.code, name: c.name, imageUrl: null, subCategories: c.skills },
  ]);
  for (const course of BENCH_COURSES) {
    const curriculum = [
      {
        id: `${course.id}-s1`,
        title: { en: 'Lessons', th: 'บทเรียน' },
        lessons: [
          ...course.videos.map((v, k) => ({
            id: v.id,
            kind: 'video',
            title: lessonTitle(k + 1),
            videoUrl: `/media/bench/${v.id}.mp4`,
            durationSeconds: v.seconds,
          })),
          { id: course.quizId, kind: 'quiz', title: { en: 'Quiz', th: 'แบบทดสอบ' }, questions: [] },
        ],
      },
    ];
    events.push(
      [
        courseStream(course.id),
        'CourseDrafted',
        {
          courseId: course.id,
          title: course.title,
          description: { en: 'A course of the reports benchmark.', th: 'คอร์สสำหรับการวัดประสิทธิภาพรายงาน' },
          thumbnailUrl: null,
          categoryId: course.categoryId,
          subCategoryId: course.skillId,
          jobFunctionId: null,
          instructorId: 'bench-instructor',
          price: 990,
          curriculum,
        },
      ],
      [courseStream(course.id), 'CoursePublished', { courseId: course.id, at }],
    );
  }
  return events;
}
