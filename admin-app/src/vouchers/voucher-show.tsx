import type { VoucherResponse } from '@khru/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useGetMany,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CategoryRecord } from '../catalogue-admin/categories/categories.data-provider';
import { RecordHistory } from '../catalogue-admin/shared/record-history';
import type { CatalogueItem } from '../catalogue/catalogue.data-provider';
import { LocalDateField } from '../fields/local-date-field';
import { DeactivateVoucherButton } from './deactivate-voucher-button';
import { discountText } from './voucher-state';
import { VoucherStateChip } from './voucher-state-chip';

/** The courses, bundles and categories the voucher is limited to, named in the admin's language; or "everything". */
function Eligibility() {
  const voucher = useRecordContext<VoucherResponse>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const items = voucher?.eligibleItemIds ?? [];
  const categoryIds = voucher?.eligibleCategoryIds ?? [];
  const { data: courses } = useGetMany<CatalogueItem>('catalogue-courses', { ids: items }, { enabled: items.length > 0 });
  // The ids name courses and bundles alike: those that are no course are asked of the bundles (one by one, a 404 each otherwise).
  const bundleIds = courses ? items.filter((id) => !courses.some((c) => c.id === id)) : [];
  const { data: bundles } = useGetMany<CatalogueItem>('catalogue-bundles', { ids: bundleIds }, { enabled: bundleIds.length > 0 });
  const { data: categories } = useGetMany<CategoryRecord>('categories', { ids: categoryIds }, { enabled: categoryIds.length > 0 });
  if (!voucher) return null;
  if (items.length === 0 && categoryIds.length === 0) return <Typography variant="body2">{translate('khru.vouchers.everything')}</Typography>;
  const itemName = (id: string) => {
    const item = [...(courses ?? []), ...(bundles ?? [])].find((i) => i.id === id);
    return item ? (locale === 'th' ? item.nameTh : item.nameEn) : id;
  };
  const categoryName = (id: string) => {
    const category = categories?.find((c) => c.id === id);
    return category ? (locale === 'th' ? category.nameTh : category.nameEn) : id;
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((id) => (
        <Chip key={id} size="small" label={itemName(id)} />
      ))}
      {categoryIds.map((id) => (
        <Chip key={id} size="small" variant="outlined" label={translate('khru.vouchers.categoryChip', { name: categoryName(id) })} />
      ))}
    </Stack>
  );
}

/** A voucher's terms and uses, deactivation, and its History. */
export function VoucherShow() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <DeactivateVoucherButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <TextField source="code" />
          <Labeled label="khru.vouchers.stateLabel">
            <VoucherStateChip />
          </Labeled>
          <FunctionField<VoucherResponse> label="khru.vouchers.discount" render={(v) => discountText(v, locale)} />
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            <LocalDateField source="validFrom" />
            <LocalDateField source="validUntil" />
          </Box>
          <FunctionField<VoucherResponse> source="uses" render={(v) => translate('khru.vouchers.usesOf', { uses: v.uses, limit: v.usageLimit })} />
          <NumberField source="perUserLimit" />
          <Labeled label="khru.vouchers.appliesTo">
            <Eligibility />
          </Labeled>
          <LocalDateField source="createdAt" />
          <LocalDateField source="deactivatedAt" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="voucher" idOf={(record) => String(record.code)} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
