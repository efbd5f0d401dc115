import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';

/** Content only (the 404 page). */
export function BlankLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
