import { Admin, Resource } from 'react-admin';
import { HashRouter } from 'react-router';
import { authProvider } from './auth/auth-provider';
import categories from './categories';
import contactMessages from './contact-messages';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18n-provider';
import { KhruLayout, KhruLogin } from './layout/khru-layout';
import mail from './mail';
import { theme } from './theme';
import users from './users';

/** Platform administration; each resource shows only to the permissions its API requires. */
export function App() {
  // react-admin asks its own router for plain (non-transition) updates through a react-router 6 flag that version 7 ignores;
  // in a transition, the navigation to #/login loses to the auth queries' resets and the logout redirect repeats hundreds of times.
  return (
    <HashRouter useTransitions={false}>
      <Admin
        title="Khru Admin"
        dashboard={Dashboard}
        layout={KhruLayout}
        loginPage={KhruLogin}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {(permissions: string[]) => [
          <Resource key="categories" name="categories" {...categories} />,
          ...(permissions.includes('MANAGE_USERS') ? [<Resource key="users" name="users" {...users} />] : []),
          ...(permissions.includes('READ_CONTACT_MESSAGES') ? [<Resource key="contact-messages" name="contact-messages" {...contactMessages} />] : []),
          ...(permissions.includes('READ_MAIL') ? [<Resource key="mail" name="mail" {...mail} />] : []),
        ]}
      </Admin>
    </HashRouter>
  );
}
