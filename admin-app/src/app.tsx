import { Admin, Resource } from 'react-admin';
import categories from './categories';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18n-provider';
import { theme } from './theme';

export function App() {
  return (
    <Admin
      title="Khru Admin"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      disableTelemetry
    >
      <Resource name="categories" {...categories} />
    </Admin>
  );
}
