import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../stores/session-store';

/**
 * In place of price and cart for a corporate account: its organisation enrols it. An employee is
 * told whom to ask; an organisation admin or HR how their people get courses.
 */
export function OrganisationNote({ isBundle }: { isBundle: boolean }) {
  const { t } = useTranslation();
  const employee = useSessionStore((s) => s.claims?.Role === 'B2B');
  return (
    <div className="shop-note" role="note">
      <p className="shop-note-title">{t('shopRole.organisation.title')}</p>
      <p>{employee ? t(isBundle ? 'shopRole.organisation.employeeBundle' : 'shopRole.organisation.employee') : t('shopRole.organisation.admin')}</p>
      {employee ? null : <Link to="/contact-us?topic=business">{t('shopRole.organisation.contact')}</Link>}
    </div>
  );
}

/** In place of the cart on an instructor's own course. */
export function TeachingNote({ instructorId }: { instructorId: string }) {
  const { t } = useTranslation();
  return (
    <div className="shop-note" role="note">
      <p className="shop-note-title">{t('shopRole.teaching.title')}</p>
      <p>{t('shopRole.teaching.body')}</p>
      <Link to={`/instructor/${instructorId}`}>{t('shopRole.teaching.page')}</Link>
    </div>
  );
}
