import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from '../../components/navigation-progress';

/** Header, content, footer. */
export function DefaultLayout() {
  return (
    <>
      <NavigationProgress />
      <Header />
      <div className="page">
        <Outlet />
      </div>
      <Footer />
    </>
  );
}
