import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { formatBaht } from '../../fields/baht';
import { usePhone } from '../../layout/use-phone';
import { inLocale } from '../shared/localized';
import { StatusChip } from '../shared/status-chip';
import type { BundleRecord } from './bundles.data-provider';

const STATUSES = ['draft', 'published', 'unpublished'].map((id) => ({ id, name: `khru.catalogue.status.${id}` }));
const KINDS = [
  { id: 'false', name: 'khru.catalogue.bundles.kind.bundle' },
  { id: 'true', name: 'khru.catalogue.bundles.kind.certificate' },
];

/** Every bundle and single-course certificate, drafts too: found by name in either language, by state and by kind. */
export function BundleList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUSES} alwaysOn emptyText="khru.catalogue.status.all" />,
    <SelectInput
      key="isSingleCertificate"
      source="isSingleCertificate"
      choices={KINDS}
      alwaysOn
      emptyText="khru.catalogue.bundles.kind.all"
      parse={(value: string) => (value === '' ? undefined : value === 'true')}
      format={(value: unknown) => (value === undefined ? '' : String(value))}
    />,
  ];
  return (
    <List
      exporter={false}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      perPage={25}
      sort={{ field: 'created', order: 'DESC' }}
    >
      {phone ? (
        <SimpleList<BundleRecord>
          linkType="show"
          primaryText={(bundle) => inLocale(bundle.name, locale)}
          secondaryText={(bundle) =>
            `${translate('khru.catalogue.bundles.courseCount', { smart_count: bundle.courseIds.length })} · ${formatBaht(bundle.price, locale)}`
          }
          tertiaryText={(bundle) => translate(`khru.catalogue.status.${bundle.status}`)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<BundleRecord> source={locale === 'th' ? 'nameTh' : 'nameEn'} label="khru.catalogue.name" render={(b) => inLocale(b.name, locale)} />
          <FunctionField<BundleRecord> source="courseIds" sortable={false} render={(b) => b.courseIds.length} textAlign="right" />
          <FunctionField<BundleRecord> source="price" sortable={false} render={(b) => formatBaht(b.price, locale)} textAlign="right" />
          <BooleanField source="isSingleCertificate" sortable={false} />
          <StatusChip source="status" />
        </Datagrid>
      )}
    </List>
  );
}
