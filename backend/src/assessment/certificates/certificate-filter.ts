import { CERTIFICATE_STATUSES, type CertificateKind } from '@khru/contracts';
import type { Filter } from '@khru/platform';

/** The conditions `[field, operator, value]` anywhere in a DevExtreme filter expression. */
function conditions(expression: unknown): [string, unknown][] {
  if (!Array.isArray(expression)) return [];
  const [field, , value] = expression as unknown[];
  if (typeof field === 'string' && expression.length === 3) return [[field, value]];
  return expression.flatMap(conditions);
}

const asBoolean = (value: unknown) => (typeof value === 'string' ? value === 'true' : value === true);

/**
 * The learner's certificate list takes the storefront's load options and reads their filter loosely: every
 * condition on `kind`, `isSingleCertificate` (true: the course certificates; false: the bundles', as the spec's
 * storefront filter reads) or `status` narrows the list, joined by "and", whatever the operator; others are ignored.
 */
export function certificateFilter(expression: unknown): Filter {
  const filter: Record<string, string> = {};
  for (const [field, value] of conditions(expression)) {
    if (field === 'kind' && (value === 'course' || value === 'bundle')) filter.kind = value satisfies CertificateKind;
    if (field === 'isSingleCertificate') filter.kind = asBoolean(value) ? 'course' : 'bundle';
    if (field === 'status' && (CERTIFICATE_STATUSES as readonly unknown[]).includes(value)) filter.status = value as string;
  }
  return filter;
}
