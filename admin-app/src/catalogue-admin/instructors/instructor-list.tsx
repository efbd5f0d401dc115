import { CreateButton, Datagrid, FunctionField, List, SearchInput, SimpleList, TopToolbar, useLocaleState } from 'react-admin';
import { usePhone } from '../../layout/use-phone';
import { inLocale } from '../shared/localized';
import { instructorName } from './instructor-name';
import { InstructorPhoto } from './instructor-photo';
import type { InstructorRecord } from './instructors.data-provider';

/** Every instructor with photo, name and headline in the admin's language. */
export function InstructorList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  return (
    <List
      exporter={false}
      perPage={25}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<InstructorRecord>
          linkType="show"
          leftAvatar={() => <InstructorPhoto />}
          primaryText={(i) => instructorName(i, locale)}
          secondaryText={(i) => inLocale(i.headline, locale)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <InstructorPhoto source="profileImageUrl" sortable={false} />
          <FunctionField<InstructorRecord> label="khru.catalogue.name" sortable={false} render={(i) => instructorName(i, locale)} />
          <FunctionField<InstructorRecord> label="khru.catalogue.instructors.headline" sortable={false} render={(i) => inLocale(i.headline, locale)} />
        </Datagrid>
      )}
    </List>
  );
}
