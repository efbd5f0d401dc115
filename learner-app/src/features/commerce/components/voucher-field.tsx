import type { ItemRef, VoucherApplyResponse } from '@khru/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useApplyVoucher } from '../api/apply-voucher';
import '../commerce.css';

/** The cart's voucher field: tries the code on the selected items and says what it takes off, or why not. */
export function VoucherField({ items, onApplied }: { items: ItemRef[]; onApplied: (quote: VoucherApplyResponse | null) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const apply = useApplyVoucher();
  const error = apply.error instanceof ApiError ? apply.error.fields[0] : null;
  const message = apply.isError ? (error?.rule ? t(`rule.${error.rule}`, { n: error.n }) : error ? t(`error.${error.code}`) : t('cart.voucherFailed')) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || items.length === 0) return;
    apply.mutate({ voucherCode: code.trim(), items }, { onSuccess: onApplied, onError: () => onApplied(null) });
  };
  return (
    <form className="voucher-field" onSubmit={submit}>
      <label htmlFor="voucher-code">{t('cart.voucher')}</label>
      <div>
        <input
          id="voucher-code"
          value={code}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={apply.isError}
          aria-describedby="voucher-message"
        />
        <button type="submit" className="button secondary" disabled={apply.isPending || items.length === 0}>
          {t('cart.applyVoucher')}
        </button>
      </div>
      <p id="voucher-message" className={apply.isError ? 'form-error' : 'form-note'} role={apply.isError ? 'alert' : undefined}>
        {message ?? (apply.data ? t('cart.voucherApplied', { code: apply.data.voucherCode }) : null)}
      </p>
    </form>
  );
}
