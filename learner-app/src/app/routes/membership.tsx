import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMembershipAction, type MembershipAction } from '../../features/commerce/api/change-membership';
import { useMembership } from '../../features/commerce/api/get-membership';
import { useSaveCard } from '../../features/commerce/api/save-card';
import { membershipView } from '../../features/commerce/components/membership-view';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { useIsCorporate } from '../../lib/use-is-corporate';
import '../../features/commerce/commerce.css';

/** Membership is for personal accounts: a corporate account is told so, and where its courses come from. */
function CorporateMembership() {
  const { t } = useTranslation();
  return (
    <main className="content membership">
      <h1>{t('membership.title')}</h1>
      <section className="shop-note" role="note">
        <p className="shop-note-title">{t('shopRole.membership.title')}</p>
        <p>{t('shopRole.membership.body')}</p>
        <Link to="/category?categoryId=all-categories">{t('shopRole.membership.browse')}</Link>
      </section>
    </main>
  );
}

/**
 * The yearly membership (spec sections 1 and 4): the plan, the learner's state, the card on file,
 * and what they can do now: start the free trial, subscribe, cancel (access stays to the end of
 * what was paid), resume, or change the card after a failed payment.
 */
export function MembershipRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const [charging, setCharging] = useState(false);
  const cardJustSaved = params.get('card') === 'saved';
  const membership = useMembership(charging || cardJustSaved);
  const action = useMembershipAction();
  const saveCard = useSaveCard();
  const corporate = useIsCorporate();
  const m = membership.data;
  if (corporate) return <CorporateMembership />;
  if (!m) return <main className="content" aria-busy="true" />;
  const view = membershipView(m);
  const price = formatPrice(m.plan.price, locale);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '');
  const waitingForCard = cardJustSaved && !m.cardLast4;
  const stillCharging = charging && m.status !== 'active';
  const failure = action.error instanceof ApiError ? action.error.fields[0] : null;
  const run = (next: MembershipAction) => {
    if (next === 'subscribe') setCharging(true);
    action.mutate(next, { onError: () => setCharging(false) });
  };
  return (
    <main className="content membership">
      <h1>{t('membership.title')}</h1>
      <section className="plan">
        <h2>{t('membership.planName')}</h2>
        <p className="course-price">{t('membership.perYear', { price })}</p>
        <ul>
          <li>{t('membership.benefitAll')}</li>
          <li>{t('membership.benefitTrial', { days: m.plan.trialDays })}</li>
          <li>{t('membership.benefitCancel')}</li>
        </ul>
      </section>
      <section className="membership-state" aria-live="polite">
        <h2>{t('membership.yours')}</h2>
        <p className={`membership-status ${view}`}>{t(`membership.state.${view}`, { date: date(m.accessUntil), price })}</p>
        <p>{m.cardLast4 ? t('membership.card', { last4: m.cardLast4 }) : waitingForCard ? t('membership.cardSaving') : t('membership.noCard')}</p>
        {stillCharging ? <p className="form-note">{t('membership.charging')}</p> : null}
        <div className="buy-actions">
          {view === 'none' && !m.trialUsed && m.cardLast4 ? (
            <button type="button" className="button primary" disabled={action.isPending} onClick={() => run('trial')}>
              {t('membership.startTrial', { days: m.plan.trialDays })}
            </button>
          ) : null}
          {(view === 'none' || view === 'lapsed') && m.cardLast4 ? (
            <button
              type="button"
              className={view === 'none' && !m.trialUsed ? 'button secondary' : 'button primary'}
              disabled={action.isPending || stillCharging}
              onClick={() => run('subscribe')}
            >
              {t('membership.subscribe', { price })}
            </button>
          ) : null}
          {view === 'trial' || view === 'active' ? (
            <button type="button" className="button secondary" disabled={action.isPending} onClick={() => run('cancel')}>
              {t('membership.cancel')}
            </button>
          ) : null}
          {view === 'ending' ? (
            <button type="button" className="button primary" disabled={action.isPending} onClick={() => run('resume')}>
              {t('membership.resume')}
            </button>
          ) : null}
          <button
            type="button"
            className={m.cardLast4 && view !== 'suspended' ? 'link-button' : 'button primary'}
            disabled={saveCard.isPending}
            onClick={() => saveCard.mutate()}
          >
            {m.cardLast4 ? t('membership.changeCard') : t('membership.addCard')}
          </button>
        </div>
        {action.isError ? (
          <p className="form-error" role="alert">
            {failure?.rule ? t(`rule.${failure.rule}`) : t('membership.failed')}
          </p>
        ) : null}
      </section>
    </main>
  );
}
