import type { PublicProfileResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { learningTime } from '../../../lib/format';
import { Avatar } from './avatar';
import '../users.css';

/**
 * What a visitor sees of a learner: the name and image always, the sections the learner made public, and which
 * ones they keep private (so a profile with the default settings does not look broken). The owner is offered the switches.
 */
export function PublicProfileCard({ profile, categoryName }: { profile: PublicProfileResponse; categoryName: (id: string) => string }) {
  const { t } = useTranslation();
  const own = useSessionStore((s) => s.userId) === profile.id;
  const name = `${profile.firstName} ${profile.lastName}`;
  const time = profile.learningSeconds !== undefined ? learningTime(profile.learningSeconds) : null;
  return (
    <article className="public-profile">
      <Avatar name={name} imageUrl={profile.profileImageUrl} size={120} />
      <h1>{name}</h1>
      {profile.jobTitle ? <p className="public-profile-job">{profile.jobTitle}</p> : null}
      {profile.age !== undefined ? <p>{t('publicProfile.age', { age: profile.age })}</p> : null}
      {time ? (
        <section className="public-profile-hours">
          <h2>{t('publicProfile.learningHours')}</h2>
          <p>{t(time.key, time)}</p>
        </section>
      ) : null}
      {profile.interests ? (
        <section>
          <h2>{t('publicProfile.interests')}</h2>
          {profile.interests.categories.length === 0 ? (
            <p>{t('publicProfile.noInterests')}</p>
          ) : (
            <ul className="chips">
              {profile.interests.categories.map((id) => (
                <li key={id}>{categoryName(id)}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {profile.switchedOff.length > 0 ? (
        <section className="public-profile-private">
          <h2>{t('publicProfile.private.title')}</h2>
          <p className="form-note">{t('publicProfile.private.note', { name: profile.firstName })}</p>
          <ul className="chips private-chips">
            {profile.switchedOff.map((key) => (
              <li key={key}>{t(`publicProfile.private.section.${key}`)}</li>
            ))}
          </ul>
          {own ? <Link to="/profile?tab=publicProfile">{t('publicProfile.private.choose')}</Link> : null}
        </section>
      ) : null}
    </article>
  );
}
