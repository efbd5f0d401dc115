import type { ItemRef } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { useEnrollFree } from '../api/enroll-free';

/** Takes a free course or bundle at once (`enroll-single-item`); visitors are asked to log in first. */
export function EnrollFreeButton({ item }: { item: ItemRef }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const enroll = useEnrollFree();
  if (!loggedIn) {
    const back = encodeURIComponent(`${item.isBundle ? '/bundle-overview' : '/courses-overview'}/${item.itemId}`);
    return (
      <Link className="button primary" to={`/auth/login?redirectTo=${back}`}>
        {t('checkout.loginToEnroll')}
      </Link>
    );
  }
  return (
    <button type="button" className="button primary" disabled={enroll.isPending} onClick={() => enroll.mutate(item)}>
      {t('checkout.enrollFree')}
    </button>
  );
}
