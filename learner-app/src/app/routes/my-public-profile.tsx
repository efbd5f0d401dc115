import { useParams } from 'react-router';
import { PublicCertificates } from '../../features/certificates/components/public-certificates';
import { useCategories } from '../../features/categories/api/get-categories';
import { PublicReviews } from '../../features/reviews/components/public-reviews';
import { usePublicProfile } from '../../features/users/api/get-public-profile';
import { PublicProfileCard } from '../../features/users/components/public-profile-card';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';

export function MyPublicProfileRoute() {
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);
  const categories = useCategories();
  const locale = useLocaleStore((s) => s.locale);
  if (profile.isError) return <NotFoundRoute />;
  if (!profile.data) return <main className="content" aria-busy="true" />;
  const categoryName = (categoryId: string) => {
    const category = categories.data?.data.find((c) => c.id === categoryId);
    return category ? (locale === 'th' ? category.nameTh : category.nameEn) : categoryId;
  };
  return (
    <main className="content">
      <PublicProfileCard profile={profile.data} categoryName={categoryName} />
      {/* A private section is not asked for: its endpoint would refuse it. */}
      {profile.data.switchedOff.includes('showCertificates') ? null : <PublicCertificates userId={profile.data.id} />}
      {profile.data.switchedOff.includes('showReviews') ? null : <PublicReviews userId={profile.data.id} />}
    </main>
  );
}
