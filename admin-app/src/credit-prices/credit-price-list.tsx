import { Datagrid, FunctionField, List, NumberField, required, SearchInput, SelectInput, TextField, useLocaleState } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { CreditPriceEditor } from './credit-price-editor';
import type { CreditPriceRow } from './credit-prices.data-provider';

const KIND_CHOICES = [
  { id: 'courses', name: 'khru.creditPrices.kinds.courses' },
  { id: 'bundles', name: 'khru.creditPrices.kinds.bundles' },
];

const filters = [<SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn validate={required()} />, <SearchInput key="q" source="q" alwaysOn />];

/** Every published course or bundle (by name; the catalogue sorts by nothing else) with its price in credits, edited in place. */
export function CreditPriceList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const nameField = locale === 'th' ? 'nameTh' : 'nameEn';
  return (
    <List exporter={false} filters={filters} filterDefaultValues={{ kind: 'courses' }} sort={{ field: nameField, order: 'ASC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source={nameField} label="resources.credit-prices.fields.name" />
        {!phone && <TextField source="id" sortable={false} />}
        {!phone && <NumberField source="price" sortable={false} options={{ style: 'currency', currency: 'THB', maximumFractionDigits: 0 }} />}
        <FunctionField<CreditPriceRow> source="credits" sortable={false} render={() => <CreditPriceEditor />} />
      </Datagrid>
    </List>
  );
}
