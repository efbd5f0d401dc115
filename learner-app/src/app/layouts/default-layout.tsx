import { Outlet } from 'react-router';
import { MergeGuestCart } from '../../features/commerce/components/merge-guest-cart';
import { useEmployeeProfile } from '../../features/corporate/api/get-employee-profile';
import { SupportLauncher } from '../../features/support/components/support-launcher';
import { useStatusLookup } from '../../features/progress/hooks/use-status-lookup';
import { useUser } from '../../features/users/api/get-user';
import { CourseStatusProvider } from '../../lib/course-status';
import { courseAccess, OwnershipProvider } from '../../lib/ownership';
import { useSessionStore } from '../../stores/session-store';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';
import { NavigationProgress } from '../../components/navigation-progress';

/**
 * A skip link, header, content, footer; course cards know what the learner holds and their status in it; a visitor's cart
 * joins the server cart once they log in; a corporate account's employee record is read at login and
 * on a restored session (spec section 4); the support chat's launcher is on every page.
 */
export function DefaultLayout() {
  const user = useUser(useSessionStore((s) => s.userId)).data;
  useEmployeeProfile();
  const statuses = useStatusLookup(user);
  return (
    <OwnershipProvider lookup={(courseId) => courseAccess(user, courseId)}>
      <CourseStatusProvider lookup={statuses}>
        <SkipLink />
        <NavigationProgress />
        <MergeGuestCart />
        <Header />
        <div className="page">
          <Outlet />
        </div>
        <Footer />
        <SupportLauncher />
      </CourseStatusProvider>
    </OwnershipProvider>
  );
}
