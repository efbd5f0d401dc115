import type { VoucherResponse } from '@khru/contracts';
import BlockIcon from '@mui/icons-material/Block';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmButton } from '../catalogue-admin/shared/confirm-button';
import type { VouchersDataProvider } from './vouchers.data-provider';

/** Stops a voucher for good, after a confirmation naming its code; uses already held by orders stay. */
export function DeactivateVoucherButton() {
  const voucher = useRecordContext<VoucherResponse>();
  const dataProvider = useDataProvider<VouchersDataProvider>();
  if (!voucher || !voucher.active) return null;
  return (
    <ConfirmButton
      texts="khru.vouchers.deactivate"
      icon={<BlockIcon />}
      color="error"
      translateOptions={{ code: voucher.code }}
      action={() => dataProvider.deactivateVoucher(voucher.code)}
    />
  );
}
