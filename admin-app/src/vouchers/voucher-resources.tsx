import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

const voucherViews = lazyViews(() => import('./voucher-views'), ['list', 'show', 'create']);

/** Vouchers, for catalogue managers. */
export function voucherResources(permissions: string[]): ReactElement[] {
  if (!permissions.includes('MANAGE_CATALOGUE')) return [];
  return [<Resource key="vouchers" name="vouchers" {...voucherViews} icon={LocalOfferIcon} recordRepresentation="code" />];
}
