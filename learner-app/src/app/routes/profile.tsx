import { useSearchParams } from 'react-router';
import { MyCertificates } from '../../features/certificates/components/my-certificates';
import { Receipts } from '../../features/commerce/components/receipts';
import { MyReviews } from '../../features/reviews/components/my-reviews';
import { useTranslation } from 'react-i18next';
import { CorporateBanner } from '../../features/corporate/components/corporate-banner';
import { CorporateLearning } from '../../features/corporate/components/corporate-learning';
import { useLearningSummary } from '../../features/progress/api/get-learning-summary';
import { useUser } from '../../features/users/api/get-user';
import { AccountSettings } from '../../features/users/components/account-settings';
import { Avatar } from '../../features/users/components/avatar';
import { PublicProfileSettings } from '../../features/users/components/public-profile-settings';
import { useIsCorporate } from '../../lib/use-is-corporate';
import { useSessionStore } from '../../stores/session-store';
import { MembershipBadge } from './membership-badge';
import { ProfileInterests } from './profile-interests';
import { ProfileMyLearning } from './profile-my-learning';
import { ProfileWishlist } from './profile-wishlist';
import '../../features/users/users.css';

const TABS = ['myLearning', 'certificates', 'account', 'publicProfile', 'receipts', 'wishlist'] as const;
type Tab = (typeof TABS)[number];

/** `?tab=<tab>` opens a tab; the header's `?scrollTo=wishList` (spec section 2) opens the wishlist. */
const askedTab = (params: URLSearchParams): Tab =>
  params.get('scrollTo') === 'wishList' ? 'wishlist' : (TABS.find((t) => t === params.get('tab')) ?? 'myLearning');

/**
 * The profile dashboard: My Learning (the learner's interests, the courses and bundles held and until when), the certificates earned, Account
 * Settings, Public Profile Settings, My Receipts and Purchases and the wishlist, one tab at a time. A corporate
 * account's banner adds its learning and credit figures, and its My Learning the employee
 * information, assigned and company courses.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  const corporate = useIsCorporate();
  const learningSeconds = useLearningSummary(corporate).data?.learningSeconds ?? 0;
  const [params, setParams] = useSearchParams();
  // The tab lives in the address, so the header's wishlist link switches to it from any tab.
  const tab = askedTab(params);
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
        <CorporateBanner learningSeconds={learningSeconds} />
      </header>
      <div className="tabs" role="tablist">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            onClick={() => setParams({ tab: key }, { replace: true })}
          >
            {t(`profile.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'myLearning' ? <ProfileInterests interests={user.data.interests} /> : null}
        {tab === 'myLearning' ? (
          corporate ? (
            <CorporateLearning>
              <ProfileMyLearning user={user.data} />
            </CorporateLearning>
          ) : (
            <ProfileMyLearning user={user.data} />
          )
        ) : tab === 'certificates' ? (
          <MyCertificates />
        ) : tab === 'account' ? (
          <AccountSettings user={user.data} />
        ) : tab === 'publicProfile' ? (
          <PublicProfileSettings user={user.data} />
        ) : tab === 'receipts' ? (
          <Receipts />
        ) : (
          <ProfileWishlist user={user.data} />
        )}
        {tab === 'myLearning' ? <MyReviews /> : null}
      </div>
    </main>
  );
}
