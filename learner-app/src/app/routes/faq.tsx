import { MEMBERSHIP_PLAN, OFFER_RULES } from '@khru/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';

/** Each topic and its questions, in the order a newcomer meets them; texts under `faq.<topic>.<question>`. */
const TOPICS = {
  buying: ['pay', 'access', 'voucher'],
  refunds: ['online', 'training', 'payout'],
  membership: ['what', 'trial', 'cancel'],
  certificates: ['earn'],
  business: ['buy'],
  languages: ['switch', 'courses'],
  account: ['forgot'],
} as const;

const LINKS = {
  contact: <Link to="/contact-us" />,
  business: <Link to="/contact-us?topic=business" />,
  refund: <Link to="/refund-policy" />,
  membership: <Link to="/membership" />,
};

/** Questions and answers; the numbers in them come from the business rules, so they stay true. */
export function FaqRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const facts = {
    years: OFFER_RULES.payPerViewYears,
    refundDays: OFFER_RULES.onlineRefundWindowDays,
    trainingDays: OFFER_RULES.trainingFullRefundDays,
    trialDays: MEMBERSHIP_PLAN.trialDays,
    price: formatPrice(MEMBERSHIP_PLAN.price, locale),
  };
  return (
    <main className="content static-page faq">
      <h1>{t('faq.title')}</h1>
      <p className="static-intro">
        <Trans i18nKey="faq.intro" components={LINKS} />
      </p>
      {Object.entries(TOPICS).map(([topic, questions]) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`}>{t(`faq.${topic}.title`)}</h2>
          {questions.map((question) => (
            <details key={question}>
              <summary>{t(`faq.${topic}.${question}.q`)}</summary>
              <p>
                <Trans i18nKey={`faq.${topic}.${question}.a`} values={facts} components={LINKS} />
              </p>
            </details>
          ))}
        </section>
      ))}
    </main>
  );
}
