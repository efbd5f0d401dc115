import type { VoucherResponse } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { voucherState } from './voucher-state';

const COLOURS = { active: 'success', deactivated: 'default', expired: 'default', notYetValid: 'info', usedUp: 'warning' } as const;

/** The voucher's state now as a coloured chip. */
export function VoucherStateChip(_: { label?: string; sortable?: boolean }) {
  const voucher = useRecordContext<VoucherResponse>();
  const translate = useTranslate();
  if (!voucher) return null;
  const state = voucherState(voucher, new Date());
  return <Chip size="small" color={COLOURS[state]} label={translate(`khru.vouchers.state.${state}`)} />;
}
