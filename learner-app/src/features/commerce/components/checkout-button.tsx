import type { ItemRef } from '@khru/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useStartCheckout } from '../api/start-checkout';
import '../commerce.css';

/**
 * Starts checkout for the selected items (the server prices them and applies the voucher), then
 * sends the learner to the payment page, or straight to the result when nothing is owed.
 */
export function CheckoutButton({ items, voucherCode }: { items: ItemRef[]; voucherCode: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  // One key for this cart visit: pressing again, or a retried request, reaches the same order.
  const key = useRef(crypto.randomUUID());
  const failure = checkout.error instanceof ApiError ? checkout.error.fields[0] : null;
  const message = checkout.isError
    ? failure?.rule
      ? t(`rule.${failure.rule}`, { n: failure.n })
      : checkout.error instanceof ApiError
        ? checkout.error.message
        : t('cart.checkoutFailed')
    : null;
  const start = () =>
    checkout.mutate(
      { body: { items, ...(voucherCode ? { voucherCode } : {}) }, key: key.current },
      {
        onSuccess: (started) => {
          if (started.payUrl) window.location.assign(started.payUrl);
          else void navigate(`/check-out/result?orderId=${encodeURIComponent(started.orderId)}`);
        },
        onError: () => (key.current = crypto.randomUUID()),
      },
    );
  return (
    <>
      <button
        type="button"
        className="button primary checkout-button"
        disabled={items.length === 0 || checkout.isPending || checkout.isSuccess}
        onClick={start}
      >
        {checkout.isPending || checkout.isSuccess ? t('cart.checkingOut') : t('cart.checkout')}
      </button>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
