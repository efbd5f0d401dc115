import type { CategoryResponse } from '@khru/contracts';
import { ArrayField, ChipField, Datagrid, List, SimpleList, SingleFieldList, TextField, useLocaleState } from 'react-admin';
import { usePhone } from '../layout/use-phone';

/** The catalogue's categories with their sub-categories, named in the admin's language (read-only until catalogue authoring lands). */
export function CategoryList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const name = locale === 'th' ? 'nameTh' : 'nameEn';
  return (
    <List exporter={false} perPage={10} sort={{ field: 'nameEn', order: 'ASC' }}>
      {phone ? (
        <SimpleList<CategoryResponse>
          linkType={false}
          primaryText={(category) => category[name]}
          secondaryText={(category) => category.subCategories.map((sub) => sub[name]).join(' · ')}
          tertiaryText={(category) => category.code}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" />
          <TextField source="nameEn" />
          <TextField source="nameTh" />
          <ArrayField source="subCategories" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source={name} size="small" />
            </SingleFieldList>
          </ArrayField>
        </Datagrid>
      )}
    </List>
  );
}
