import { EditButton, FunctionField, Labeled, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { RecordHistory } from '../shared/record-history';
import { InstructorPhoto } from './instructor-photo';
import type { InstructorRecord } from './instructors.data-provider';

const paragraphs = { whiteSpace: 'pre-line', maxWidth: 720 } as const;

/** An instructor's profile in both languages, and its History. */
export function InstructorShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <Labeled label="resources.instructors.fields.profileImageUrl">
            <InstructorPhoto size={96} />
          </Labeled>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <TextField source="firstNameTh" />
          <TextField source="lastNameTh" />
          <FunctionField<InstructorRecord> label="resources.instructors.fields.headline.en" render={(i) => i.headline.en} />
          <FunctionField<InstructorRecord> label="resources.instructors.fields.headline.th" render={(i) => i.headline.th} />
          <FunctionField<InstructorRecord> label="resources.instructors.fields.bio.en" render={(i) => i.bio.en} sx={paragraphs} />
          <FunctionField<InstructorRecord> label="resources.instructors.fields.bio.th" render={(i) => i.bio.th} sx={paragraphs} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="instructor" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
