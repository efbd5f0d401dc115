import {
  ChipField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  SingleFieldList,
  ArrayField,
  TextField,
  TopToolbar,
  useLocaleState,
  usePermissions,
} from 'react-admin';
import { usePhone } from '../../layout/use-phone';
import type { CategoryRecord } from './categories.data-provider';

/** The catalogue's categories with their sub-categories, named in the admin's language; catalogue managers add and edit them. */
export function CategoryList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const name = locale === 'th' ? 'nameTh' : 'nameEn';
  return (
    <List
      exporter={false}
      perPage={25}
      sort={{ field: 'nameEn', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<TopToolbar>{permissions?.includes('MANAGE_CATALOGUE') && <CreateButton />}</TopToolbar>}
    >
      {phone ? (
        <SimpleList<CategoryRecord>
          linkType="show"
          primaryText={(category) => category[name]}
          secondaryText={(category) => category.subCategories.map((sub) => sub[name]).join(' · ')}
          tertiaryText={(category) => category.code}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="code" />
          <FunctionField<CategoryRecord> source={name} label="khru.catalogue.name" render={(c) => c[name]} sortBy={name} />
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
