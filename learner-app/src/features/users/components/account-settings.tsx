import type { UserResponse } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { PersonalDetailsForm } from './personal-details-form';
import { SettingsSwitches } from './settings-switches';
import '../users.css';

/** Email, password, birth date and job title, and notification settings (the profile's Account Settings tab). */
export function AccountSettings({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  return (
    <section className="panel" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title">{t('account.title')}</h2>
      <dl className="settings-list">
        <div>
          <dt>{t('auth.email')}</dt>
          <dd>
            <span className="account-email">{user.email}</span>
            <button type="button" className="link-button" onClick={() => setDialog('email')}>
              {t('account.changeEmail')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('auth.password')}</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>
            <button type="button" className="link-button" onClick={() => setDialog('password')}>
              {t('account.changePassword')}
            </button>
          </dd>
        </div>
      </dl>
      <PersonalDetailsForm user={user} />
      <h3>{t('account.notifications')}</h3>
      <SettingsSwitches userId={user.id} section="notificationSettings" values={user.notificationSettings} labelPrefix="account.notification" />
      {dialog === 'email' ? <ChangeEmailDialog userId={user.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'password' ? <ChangePasswordDialog userId={user.id} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
