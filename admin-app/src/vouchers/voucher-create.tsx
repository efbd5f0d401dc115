import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  Create,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  regex,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { CategoryRecord } from '../catalogue-admin/categories/categories.data-provider';
import { SaveToolbar } from '../catalogue-admin/shared/save-toolbar';
import type { CatalogueItem } from '../catalogue/catalogue.data-provider';
import { voucherRequest, type VoucherFormValues } from './voucher-request';
import { BangkokDateTimeInput } from '../fields/bangkok-date-time-input';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const CODE = regex(/^[A-Za-z0-9-]{3,40}$/, 'khru.vouchers.codeRule');
const KINDS = [
  { id: 'percent', name: 'khru.vouchers.kind.percent' },
  { id: 'fixed', name: 'khru.vouchers.kind.fixed' },
];

/**
 * A new voucher: its code, a percentage or an amount in baht, when it can be used, how often in all and per learner,
 * and the courses, bundles or categories it is limited to (none: everything).
 */
export function VoucherCreate() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const itemName = (item: CatalogueItem) => (locale === 'th' ? item.nameTh : item.nameEn);
  const categoryName = (category: CategoryRecord) => (locale === 'th' ? category.nameTh : category.nameEn);
  return (
    <Create redirect="show" transform={(values: VoucherFormValues) => voucherRequest(values)}>
      <SimpleForm toolbar={<SaveToolbar />} defaultValues={{ discount: { kind: 'percent' }, usageLimit: 100, perUserLimit: 1, validFrom: new Date() }}>
        <TextInput source="code" validate={[required(), CODE]} helperText="khru.vouchers.codeRule" />
        <RadioButtonGroupInput source="discount.kind" choices={KINDS} validate={required()} />
        <FormDataConsumer<VoucherFormValues>>
          {({ formData }) =>
            formData.discount?.kind === 'fixed' ? (
              <NumberInput source="discount.amount" validate={[required(), minValue(1)]} step={1} min={1} helperText="khru.vouchers.amountHelp" />
            ) : (
              <NumberInput source="discount.percent" validate={[required(), minValue(1), maxValue(100)]} step={1} min={1} max={100} />
            )
          }
        </FormDataConsumer>
        <Box sx={twoColumns}>
          <BangkokDateTimeInput source="validFrom" validate={required()} />
          <BangkokDateTimeInput source="validUntil" validate={required()} />
          <NumberInput source="usageLimit" validate={[required(), minValue(1)]} step={1} min={1} />
          <NumberInput source="perUserLimit" validate={[required(), minValue(1)]} step={1} min={1} />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('khru.vouchers.appliesTo')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('khru.vouchers.appliesToHelp')}
        </Typography>
        <ReferenceArrayInput source="eligibleCourseIds" reference="catalogue-courses" perPage={20} sort={{ field: 'nameEn', order: 'ASC' }}>
          <AutocompleteArrayInput optionText={itemName} label="resources.vouchers.fields.eligibleCourseIds" filterToQuery={(q) => ({ q })} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="eligibleBundleIds" reference="catalogue-bundles" perPage={20} sort={{ field: 'nameEn', order: 'ASC' }}>
          <AutocompleteArrayInput optionText={itemName} label="resources.vouchers.fields.eligibleBundleIds" filterToQuery={(q) => ({ q })} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="eligibleCategoryIds" reference="categories" perPage={100}>
          <AutocompleteArrayInput optionText={categoryName} label="resources.vouchers.fields.eligibleCategoryIds" filterToQuery={(q) => ({ q })} />
        </ReferenceArrayInput>
      </SimpleForm>
    </Create>
  );
}
