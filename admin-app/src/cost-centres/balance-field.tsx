import type { CostCentreBalance } from '@khru/contracts';
import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatCredits } from './credits';

/** The credits left; an unlimited cost centre has no balance to show, so it says "none" (spec section 2). */
export function BalanceField(_: { source?: 'balance'; label?: string; sortable?: boolean }) {
  const centre = useRecordContext<Pick<CostCentreBalance, 'balance' | 'unlimited'>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!centre) return null;
  return (
    <Typography component="span" variant="body2">
      {centre.unlimited ? translate('khru.costCentres.none') : formatCredits(centre.balance, locale)}
    </Typography>
  );
}
