import type { VoucherResponse } from '@khru/contracts';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { discountText, voucherState } from './voucher-state';
import { VoucherStateChip } from './voucher-state-chip';

const STATES = ['active', 'inactive', 'expired'].map((id) => ({ id, name: `khru.vouchers.filter.${id}` }));

/** Every voucher, found by part of its code and by state, with its uses so far against its limit. */
export function VoucherList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={STATES} alwaysOn emptyText="khru.vouchers.filter.all" />,
  ];
  return (
    <List
      exporter={false}
      filters={filters}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<VoucherResponse>
          linkType="show"
          primaryText={(v) => `${v.code} · ${discountText(v, locale)}`}
          secondaryText={(v) => translate('khru.vouchers.usesOf', { uses: v.uses, limit: v.usageLimit })}
          tertiaryText={(v) => translate(`khru.vouchers.state.${voucherState(v, new Date())}`)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" sortable={false} />
          <FunctionField<VoucherResponse> label="khru.vouchers.discount" sortable={false} render={(v) => discountText(v, locale)} />
          <FunctionField<VoucherResponse>
            label="khru.vouchers.window"
            sortable={false}
            render={(v) => `${formatDateTime(v.validFrom, locale)} – ${formatDateTime(v.validUntil, locale)}`}
          />
          <FunctionField<VoucherResponse>
            source="uses"
            sortable={false}
            textAlign="right"
            render={(v) => translate('khru.vouchers.usesOf', { uses: v.uses, limit: v.usageLimit })}
          />
          <VoucherStateChip label="khru.vouchers.stateLabel" />
        </Datagrid>
      )}
    </List>
  );
}
