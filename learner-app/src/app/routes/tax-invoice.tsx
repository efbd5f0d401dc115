import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadTaxInvoicePdf } from '../../features/commerce/api/download-tax-invoice-pdf';
import { useOrder } from '../../features/commerce/api/get-order';
import { TaxInvoiceDocument } from '../../features/commerce/components/tax-invoice-document';
import { TaxInvoiceForm } from '../../features/commerce/components/tax-invoice-form';
import { useLocaleStore } from '../../stores/locale-store';
import { useLangParam } from '../../stores/use-lang-param';
import { saveBlob } from '../../lib/save-blob';
import '../../features/commerce/commerce.css';

/** Saves the PDF under the invoice's number. */
async function savePdf(orderId: string, receiptNo: string, locale: 'en' | 'th') {
  saveBlob(await downloadTaxInvoicePdf(orderId, locale), `tax-invoice-${receiptNo}.pdf`);
}

/**
 * `/tax-invoice/:orderId`: the buyer's details for a full Thai tax invoice (entered right after
 * paying, or any time later), then the invoice to print or download as a PDF.
 */
export function TaxInvoiceRoute() {
  useLangParam();
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const [editing, setEditing] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const o = order.data;
  if (order.isError || (o && (!o.receiptNo || !o.paidAt || o.paymentType !== 'card' || o.status === 'refunded'))) {
    return (
      <main className="content">
        <h1>{t('taxInvoice.unavailableTitle')}</h1>
        <p>{t('taxInvoice.unavailable')}</p>
        <Link to="/profile?tab=receipts">{t('checkout.seeReceipt')}</Link>
      </main>
    );
  }
  if (!o) return <main className="content" aria-busy="true" />;
  const invoice = { ...o, receiptNo: o.receiptNo!, paidAt: o.paidAt! };
  const buyer = o.taxInvoiceBuyer;
  return (
    <main className="content tax-invoice-page">
      {!buyer || editing ? (
        <>
          <h1>{t('taxInvoice.formTitle')}</h1>
          <p>{t('taxInvoice.formIntro', { receiptNo: o.receiptNo })}</p>
          <TaxInvoiceForm orderId={o.id} current={buyer} onSaved={() => setEditing(false)} />
        </>
      ) : (
        <>
          <TaxInvoiceDocument order={invoice} buyer={buyer} />
          <div className="receipt-actions no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('taxInvoice.print')}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() =>
                void savePdf(o.id, invoice.receiptNo, locale).then(
                  () => setDownloadFailed(false),
                  () => setDownloadFailed(true),
                )
              }
            >
              {t('taxInvoice.downloadPdf')}
            </button>
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              {t('taxInvoice.edit')}
            </button>
          </div>
          {downloadFailed ? (
            <p className="form-error" role="alert">
              {t('taxInvoice.downloadFailed')}
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
