import type { UserResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileImageUpload } from './profile-image-upload';
import { SettingsSwitches } from './settings-switches';
import '../users.css';

/** The six visibility switches and the profile image (the profile's Public Profile Settings tab). */
export function PublicProfileSettings({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="public-profile-settings-title">
      <h2 id="public-profile-settings-title">{t('publicSettings.title')}</h2>
      <ProfileImageUpload userId={user.id} name={`${user.firstName} ${user.lastName}`} imageUrl={user.profileImageUrl} />
      <p>{t('publicSettings.intro')}</p>
      <SettingsSwitches userId={user.id} section="publicProfileSettings" values={user.publicProfileSettings} labelPrefix="publicSettings.switch" />
      <p className="form-note">{t('publicSettings.detailsFrom')}</p>
      <Link to={`/my-public-profile/${user.id}`} className="button">
        {t('publicSettings.preview')}
      </Link>
    </section>
  );
}
