import { Box } from '@mui/material';
import { ArrayField, Datagrid, EditButton, Labeled, Show, TabbedShowLayout, TextField, TopToolbar, usePermissions, useRecordContext } from 'react-admin';
import { RecordHistory } from '../shared/record-history';
import type { CategoryRecord } from './categories.data-provider';

function CategoryImage() {
  const category = useRecordContext<CategoryRecord>();
  return category?.imageUrl ? <Box component="img" src={category.imageUrl} alt="" sx={{ width: 200, maxWidth: '100%', borderRadius: 1 }} /> : <>—</>;
}

/** A category with its sub-categories, and its History. */
export function CategoryShow() {
  const { permissions } = usePermissions<string[]>();
  return (
    <Show actions={<TopToolbar>{permissions?.includes('MANAGE_CATALOGUE') && <EditButton />}</TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <TextField source="code" />
          <TextField source="nameEn" />
          <TextField source="nameTh" />
          <Labeled label="khru.catalogue.categories.image">
            <CategoryImage />
          </Labeled>
          <ArrayField source="subCategories">
            <Datagrid bulkActionButtons={false} rowClick={false} sx={{ maxWidth: 720 }}>
              <TextField source="id" label="khru.catalogue.categories.subId" />
              <TextField source="nameEn" label="resources.categories.fields.nameEn" />
              <TextField source="nameTh" label="resources.categories.fields.nameTh" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="category" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
