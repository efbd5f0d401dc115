import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';

/** Content only (the 404 page and the standalone player). */
export function BlankLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
