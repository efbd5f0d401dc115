import { HEAD_OFFICE_BRANCH, isBranchCode, isThaiTaxId, type TaxInvoiceBuyer } from '@khru/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useRecordTaxInvoiceBuyer } from '../api/record-tax-invoice-buyer';
import '../commerce.css';

interface Values {
  name: string;
  address: string;
  taxId: string;
  office: 'head' | 'branch';
  branch: string;
}

const FIELDS = ['name', 'address', 'taxId', 'branch'] as const;

/** The buyer's details for a full tax invoice, checked here as the server checks them (13-digit tax id with its check digit, 5-digit branch). */
export function TaxInvoiceForm({ orderId, current, onSaved }: { orderId: string; current: TaxInvoiceBuyer | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const record = useRecordTaxInvoiceBuyer(orderId);
  const [formError, setFormError] = useState(false);
  const { register, handleSubmit, watch, setError, formState } = useForm<Values>({
    defaultValues: {
      name: current?.name ?? '',
      address: current?.address ?? '',
      taxId: current?.taxId ?? '',
      office: current && current.branch !== HEAD_OFFICE_BRANCH ? 'branch' : 'head',
      branch: current && current.branch !== HEAD_OFFICE_BRANCH ? current.branch : '',
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const buyer = {
      name: values.name.trim(),
      address: values.address.trim(),
      taxId: values.taxId.replace(/[\s-]/g, ''),
      branch: values.office === 'head' ? HEAD_OFFICE_BRANCH : values.branch.trim(),
    };
    setFormError(false);
    record.mutate(buyer, { onSuccess: onSaved, onError: (error) => setFormError(!applyServerFieldErrors<Values>(error, FIELDS, setError)) });
  });
  return (
    <form className="tax-invoice-form no-print" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id="ti-name" label={t('taxInvoice.buyerName')} error={errors.name?.message}>
        <input
          id="ti-name"
          autoComplete="organization"
          maxLength={200}
          {...register('name', { validate: (v) => v.trim() !== '' || t('error.IS_NOT_EMPTY') })}
        />
      </FormField>
      <FormField id="ti-address" label={t('taxInvoice.address')} error={errors.address?.message}>
        <textarea
          id="ti-address"
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          {...register('address', { validate: (v) => v.trim() !== '' || t('error.IS_NOT_EMPTY') })}
        />
      </FormField>
      <FormField id="ti-tax-id" label={t('taxInvoice.taxId')} hint={t('taxInvoice.taxIdHint')} error={errors.taxId?.message}>
        <input
          id="ti-tax-id"
          inputMode="numeric"
          maxLength={17}
          {...register('taxId', { validate: (v) => isThaiTaxId(v.replace(/[\s-]/g, '')) || t('rule.taxIdInvalid') })}
        />
      </FormField>
      <fieldset className="field">
        <legend>{t('taxInvoice.office')}</legend>
        <label className="radio">
          <input type="radio" value="head" {...register('office')} /> {t('taxInvoice.headOffice')}
        </label>
        <label className="radio">
          <input type="radio" value="branch" {...register('office')} /> {t('taxInvoice.branch')}
        </label>
      </fieldset>
      {watch('office') === 'branch' ? (
        <FormField id="ti-branch" label={t('taxInvoice.branchNo')} error={errors.branch?.message}>
          <input
            id="ti-branch"
            inputMode="numeric"
            maxLength={5}
            {...register('branch', { validate: (v) => (isBranchCode(v.trim()) && v.trim() !== HEAD_OFFICE_BRANCH) || t('rule.branchCodeInvalid') })}
          />
        </FormField>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {t('taxInvoice.saveFailed')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={record.isPending}>
        {t('taxInvoice.save')}
      </button>
    </form>
  );
}
