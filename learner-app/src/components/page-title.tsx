import { PRODUCT_NAME } from '@khru/contracts';

/** The tab's title, "<page> · Khru" (React hoists a rendered <title> into the head); the product alone while the page has none. */
export function PageTitle({ text }: { text?: string | undefined }) {
  return <title>{text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>;
}
