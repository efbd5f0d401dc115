import { dateLocaleOf, formatDateTime } from '../i18n/date-format';

/** How one value of an event's data reads: a line of text, or a nested value shown as collapsible JSON. */
export type ReadableValue = { kind: 'text'; text: string } | { kind: 'nested'; json: string };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isLocalizedText = (value: object): value is Record<'en' | 'th', string> => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (key === 'en' || key === 'th') && typeof (value as Record<string, unknown>)[key] === 'string');
};

const isPrimitive = (value: unknown): value is string | number | boolean | null => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** `effectiveFrom` reads "Effective from": the fallback for a field the texts do not name. */
export const humanizeKey = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type YesNo = { yes: string; no: string };

const textOf = (value: string | number | boolean | null, locale: string, yesNo: YesNo): string => {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (typeof value === 'number') return value.toLocaleString(dateLocaleOf(locale));
  return ISO_INSTANT.test(value) ? formatDateTime(value, locale) : value;
};

/**
 * A value of an event's data as the admin reads it: instants in their language and Bangkok time, yes/no,
 * numbers grouped, text in both languages side by side; anything deeper stays JSON, folded away.
 */
export function readableValue(value: unknown, locale: string, yesNo: YesNo): ReadableValue {
  if (value === undefined) return { kind: 'text', text: '—' };
  if (isPrimitive(value)) return { kind: 'text', text: textOf(value, locale, yesNo) };
  if (Array.isArray(value) && value.every(isPrimitive)) {
    return { kind: 'text', text: value.length ? value.map((item) => textOf(item, locale, yesNo)).join(', ') : '—' };
  }
  if (typeof value === 'object' && !Array.isArray(value) && isLocalizedText(value)) {
    return { kind: 'text', text: (['en', 'th'] as const).flatMap((l) => (value[l] ? [`${l.toUpperCase()}: ${value[l]}`] : [])).join(' · ') };
  }
  return { kind: 'nested', json: JSON.stringify(value, null, 2) };
}
