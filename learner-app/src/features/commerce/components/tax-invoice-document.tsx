import { HEAD_OFFICE_BRANCH, SELLER, vatIncluded, type OrderResponse, type TaxInvoiceBuyer } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale, formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import '../commerce.css';

/** Baht with satang, as a tax invoice shows amounts. */
const baht = (satang: number, locale: string) =>
  new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100);

function Party({ heading, name, address, taxId, branch }: { heading: string; name: string; address: string; taxId: string; branch: string }) {
  const { t } = useTranslation();
  return (
    <section className="tax-invoice-party">
      <h2>{heading}</h2>
      <p>{name}</p>
      <p className="address">{address}</p>
      <p>
        {t('taxInvoice.taxId')} {taxId} · {branch === HEAD_OFFICE_BRANCH ? t('taxInvoice.headOffice') : t('taxInvoice.branchNumbered', { no: branch })}
      </p>
    </section>
  );
}

/** A full Thai tax invoice (ใบกำกับภาษีเต็มรูป) to print: seller, buyer, number, date, lines and the 7% VAT included, shown apart. */
export function TaxInvoiceDocument({ order, buyer }: { order: OrderResponse & { receiptNo: string; paidAt: string }; buyer: TaxInvoiceBuyer }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { netSatang, vatSatang } = vatIncluded(order.total);
  return (
    <article className="tax-invoice" aria-label={t('taxInvoice.title')}>
      <header>
        <h1>{t('taxInvoice.title')}</h1>
        <p>{t('taxInvoice.original')}</p>
        <dl>
          <dt>{t('taxInvoice.number')}</dt>
          <dd>{order.receiptNo}</dd>
          <dt>{t('taxInvoice.date')}</dt>
          <dd>{formatDate(order.paidAt, locale)}</dd>
        </dl>
      </header>
      <div className="tax-invoice-parties">
        <Party heading={t('taxInvoice.seller')} name={SELLER.name[locale]} address={SELLER.address[locale]} taxId={SELLER.taxId} branch={SELLER.branch} />
        <Party heading={t('taxInvoice.buyer')} name={buyer.name} address={buyer.address} taxId={buyer.taxId} branch={buyer.branch} />
      </div>
      <table>
        <thead>
          <tr>
            <th>{t('receipts.item')}</th>
            <th className="amount">{t('taxInvoice.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{byLocale(locale, line.titleEn, line.titleTh)}</td>
              <td className="amount">{baht(line.price * 100, locale)}</td>
            </tr>
          ))}
          {order.discount > 0 ? (
            <tr>
              <td>{t('cart.discount', { code: order.voucherCode })}</td>
              <td className="amount">−{baht(order.discount * 100, locale)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('taxInvoice.net')}</td>
            <td className="amount">{baht(netSatang, locale)}</td>
          </tr>
          <tr>
            <td>{t('taxInvoice.vat')}</td>
            <td className="amount">{baht(vatSatang, locale)}</td>
          </tr>
          <tr>
            <th scope="row">{t('taxInvoice.total')}</th>
            <td className="amount">
              <strong>{baht(order.total * 100, locale)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
