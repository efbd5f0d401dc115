import { ArrayField, ChipField, Datagrid, List, SingleFieldList, TextField } from 'react-admin';

/** The catalogue's categories with their sub-categories (read-only until catalogue authoring lands). */
export function CategoryList() {
  return (
    <List exporter={false} perPage={10} sort={{ field: 'nameEn', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" />
        <TextField source="nameEn" />
        <TextField source="nameTh" />
        <ArrayField source="subCategories" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="nameEn" size="small" />
          </SingleFieldList>
        </ArrayField>
      </Datagrid>
    </List>
  );
}
