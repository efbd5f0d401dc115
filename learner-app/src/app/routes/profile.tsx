import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../features/users/api/get-user';
import { AccountSettings } from '../../features/users/components/account-settings';
import { Avatar } from '../../features/users/components/avatar';
import { PublicProfileSettings } from '../../features/users/components/public-profile-settings';
import { useSessionStore } from '../../stores/session-store';
import { ProfileWishlist } from './profile-wishlist';

const TABS = ['account', 'publicProfile'] as const;
type Tab = (typeof TABS)[number];

/**
 * The profile dashboard. Tabs show what exists now: Account Settings and Public Profile Settings;
 * My Learning and My Receipts and Purchases join with learning and commerce.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  const [tab, setTab] = useState<Tab>('account');
  if (!user.data) return <main className="content" aria-busy={user.isPending} />;
  const name = `${user.data.firstName} ${user.data.lastName}`;
  return (
    <main className="content profile">
      <header className="profile-banner">
        <Avatar name={name} imageUrl={user.data.profileImageUrl} size={72} />
        <div>
          <h1>{name}</h1>
          <p>{user.data.email}</p>
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
        {tab === 'account' ? <AccountSettings user={user.data} /> : <PublicProfileSettings user={user.data} />}
      </div>
      <ProfileWishlist user={user.data} />
    </main>
  );
}
