import type { ItemRef } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { enrollFree } from '../api/checkout';

/** Takes a free course or bundle at once (`enroll-single-item`); visitors are asked to log in first. */
export function EnrollFreeButton({ item }: { item: ItemRef }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const client = useQueryClient();
  const enroll = useMutation({ mutationFn: enrollFree, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
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
