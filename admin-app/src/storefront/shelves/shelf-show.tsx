import { BooleanField, EditButton, FunctionField, Labeled, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import { CourseNames } from '../../catalogue-admin/shared/course-names';
import { RecordHistory } from '../../catalogue-admin/shared/record-history';
import { PreviewHomeButton } from '../preview-home-button';
import type { ShelfRecord } from './shelves.data-provider';

/** A curated shelf with its courses in order, and its History. */
export function ShelfShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <PreviewHomeButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <FunctionField<ShelfRecord> label="resources.shelves.fields.title.en" render={(s) => s.title.en} />
          <FunctionField<ShelfRecord> label="resources.shelves.fields.title.th" render={(s) => s.title.th} />
          <BooleanField source="active" />
          <FunctionField<ShelfRecord> source="order" render={(s) => s.order + 1} />
          <Labeled label="resources.shelves.fields.courseIds">
            <CourseNames />
          </Labeled>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="choice" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
