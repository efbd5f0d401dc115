import type { UserResponse } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBundleList } from '../../features/catalogue/api/list-bundles';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { BundleCard } from '../../features/catalogue/components/bundle-card';
import { CourseCard } from '../../features/catalogue/components/course-card';
import { useRemoveFromWishlist } from '../../features/users/api/remove-from-wishlist';
import '../../features/users/users.css';

/** The profile's wishlist (spec section 2); `?scrollTo=wishList` brings it into view. */
export function ProfileWishlist({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const section = useRef<HTMLElement>(null);
  const ids = user.wishlistItemIds;
  const courses = useCourseList({ customFilter: { ids } }, ids.length > 0);
  const bundles = useBundleList({ take: 100 });
  const remove = useRemoveFromWishlist(user.id);
  useEffect(() => {
    if (params.get('scrollTo') === 'wishList') section.current?.scrollIntoView({ block: 'start' });
  }, [params]);
  const cards = ids.flatMap((id) => {
    const course = courses.data?.data.find((c) => c.id === id);
    if (course) return [{ id, card: <CourseCard course={course} /> }];
    const bundle = bundles.data?.data.find((b) => b.id === id);
    return bundle ? [{ id, card: <BundleCard bundle={bundle} /> }] : [];
  });
  return (
    <section id="wishList" ref={section} className="wishlist" aria-labelledby="wishlist-title">
      <h2 id="wishlist-title">{t('wishlist.title')}</h2>
      {ids.length === 0 ? <p>{t('wishlist.empty')}</p> : null}
      <div className="course-grid">
        {cards.map(({ id, card }) => (
          <div key={id} className="wishlist-item">
            {card}
            <button type="button" className="link-button" disabled={remove.isPending} onClick={() => remove.mutate([id])}>
              {t('wishlist.remove')}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
