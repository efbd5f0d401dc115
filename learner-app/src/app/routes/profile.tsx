import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Receipts } from '../../features/commerce/components/receipts';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../features/users/api/get-user';
import { AccountSettings } from '../../features/users/components/account-settings';
import { Avatar } from '../../features/users/components/avatar';
import { PublicProfileSettings } from '../../features/users/components/public-profile-settings';
import { useSessionStore } from '../../stores/session-store';
import { MembershipBadge } from './membership-badge';
import { ProfileMyLearning } from './profile-my-learning';
import { ProfileWishlist } from './profile-wishlist';

const TABS = ['myLearning', 'account', 'publicProfile', 'receipts'] as const;
type Tab = (typeof TABS)[number];

/**
 * The profile dashboard: My Learning (the courses held and until when), Account Settings, Public
 * Profile Settings and My Receipts and Purchases (`?tab=receipts`), and the wishlist.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.find((t) => t === asked) ?? 'myLearning');
  if (!user.data) return <main className="content" aria-busy={user.isPending} />;
  const name = `${user.data.firstName} ${user.data.lastName}`;
  return (
    <main className="content profile">
      <header className="profile-banner">
        <Avatar name={name} imageUrl={user.data.profileImageUrl} size={72} />
        <div>
          <h1>{name}</h1>
          <p>{user.data.email}</p>
          <MembershipBadge />
        </div>
      </header>
      <div className="tabs" role="tablist">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" id={`tab-${key}`} aria-selected={tab === key} aria-controls={`panel-${key}`} onClick={() => setTab(key)}>
            {t(`profile.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'myLearning' ? (
          <ProfileMyLearning user={user.data} />
        ) : tab === 'account' ? (
          <AccountSettings user={user.data} />
        ) : tab === 'publicProfile' ? (
          <PublicProfileSettings user={user.data} />
        ) : (
          <Receipts />
        )}
      </div>
      <ProfileWishlist user={user.data} />
    </main>
  );
}
