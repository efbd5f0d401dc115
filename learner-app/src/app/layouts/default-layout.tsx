import { Outlet } from 'react-router';
import { MergeGuestCart } from '../../features/commerce/components/merge-guest-cart';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from '../../components/navigation-progress';

/** Header, content, footer; a visitor's cart joins the server cart once they log in. */
export function DefaultLayout() {
  return (
    <>
      <NavigationProgress />
      <MergeGuestCart />
      <Header />
      <div className="page">
        <Outlet />
      </div>
      <Footer />
    </>
  );
}
