import { EditButton, Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { HistoryTab } from '../history/history-tab';
import { AnnounceButton } from './announcements/announce-button';
import type { AdminCourse } from './course-record';
import { CurriculumTab } from './curriculum/curriculum-tab';
import { DetailsTab } from './details/details-tab';
import { CourseTitle } from './course-title';
import { FinalTestTab } from './final-test/final-test-tab';
import { HighlightButton } from './highlight-button';
import { PreviewButton } from './preview-button';
import { PricesTab } from './prices/prices-tab';
import { PublishButton } from './publish-button';
import { TrainingChangeButton } from './training/training-change-button';

function CourseActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <PreviewButton />
      <HighlightButton />
      <PublishButton />
      <AnnounceButton />
      <TrainingChangeButton change="postpone" />
      <TrainingChangeButton change="cancel" />
      <EditButton />
    </TopToolbar>
  );
}

function CourseHistory() {
  const course = useRecordContext<AdminCourse>();
  return course ? <HistoryTab kind="course" id={course.id} /> : null;
}

/** A course with everything an author does to it: details, curriculum, final test, prices, and its history. */
export function CourseShow() {
  return (
    <Show actions={<CourseActions />} title={<CourseTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.courses.tabs.details">
          <DetailsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.courses.tabs.curriculum" path="curriculum">
          <CurriculumTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.courses.tabs.finalTest" path="final-test">
          <FinalTestTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.courses.tabs.prices" path="prices">
          <PricesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <CourseHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
