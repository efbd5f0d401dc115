import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../features/categories/api/get-categories';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { SupportHoursText } from '../../components/support-hours';

/** Business promo, links to each category, company and help links, contact block with opening hours, and social links (spec section 2). */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const categories = useCategories();
  return (
    <footer className="footer">
      <section className="footer-promo">
        <div>
          <h2>{t('footer.promoTitle')}</h2>
          <p>{t('footer.promoText')}</p>
        </div>
        <Link to="/contact-us?topic=business" className="button primary">
          {t('footer.getStarted')}
        </Link>
      </section>
      <div className="footer-columns">
        <section>
          <h3>{t('footer.categories')}</h3>
          <ul>
            {(categories.data?.data ?? []).slice(1).map((category) => (
              <li key={category.id}>
                <Link to={`/category?categoryId=${encodeURIComponent(category.id)}#${encodeURIComponent(category.id)}`}>
                  {byLocale(locale, category.nameEn, category.nameTh)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('footer.company')}</h3>
          <ul>
            <li>
              <Link to="/about-us">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/instructor">{t('footer.instructors')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/refund-policy">{t('footer.refund')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('footer.contactTitle')}</h3>
          <address>
            {t('footer.address')}
            <br />
            <a href="mailto:hello@khru.example">hello@khru.example</a>
            <br />
            <a href="tel:+6621234567">+66 2 123 4567</a>
          </address>
          <SupportHoursText />
        </section>
        <section>
          <h3>{t('footer.follow')}</h3>
          <ul className="social">
            <li>
              <a href="https://www.facebook.com/" rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">
                YouTube
              </a>
            </li>
            <li>
              <a href="https://line.me/" rel="noopener noreferrer" target="_blank">
                LINE
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer-legal">
        © 2026 {t('app.name')} · <Link to="/privacy-policy">{t('footer.privacy')}</Link>
      </p>
    </footer>
  );
}
