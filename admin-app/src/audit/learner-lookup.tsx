import type { AuditPurchasesResponse, LocalizedText } from '@khru/contracts';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBaht } from '../fields/baht';
import { localizedName } from '../cost-centres/ledger/localized-name';
import { formatDateTime } from '../i18n/date-format';
import { usePurchasesAsOf } from './audit-queries';
import { AuditTable, type AuditColumn } from './audit-table';

type Order = AuditPurchasesResponse['orders'][number];
type Enrolment = AuditPurchasesResponse['enrolments'][number];
type Entitlement = AuditPurchasesResponse['entitlements'][number];

/** A learner's orders, enrolments by credits and course access as of the instant, by their user id. */
export function LearnerLookup({ asOf, userId, onUserId }: { asOf: string; userId: string; onUserId: (userId: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState(userId);
  useEffect(() => setDraft(userId), [userId]);
  const { data: purchases } = usePurchasesAsOf(userId, asOf);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUserId(draft.trim());
  };
  const name = (title: LocalizedText | null, id: string) => localizedName(title, id, locale);
  const item = ({ itemId, isBundle, title }: { itemId: string; isBundle: boolean; title: LocalizedText | null }) =>
    translate(isBundle ? 'khru.audit.learner.itemBundle' : 'khru.audit.learner.itemCourse', { name: name(title, itemId) });
  const at = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');

  const orderColumns: AuditColumn<Order>[] = [
    { label: 'khru.audit.learner.placedAt', render: (order) => at(order.placedAt) },
    { label: 'khru.audit.learner.receipt', render: (order) => order.receiptNo ?? order.orderId },
    { label: 'khru.audit.learner.status', render: (order) => translate(`khru.audit.orderStatus.${order.status}`, { _: order.status }) },
    { label: 'khru.audit.learner.items', render: (order) => order.lines.map(item).join(', ') },
    { label: 'khru.audit.learner.total', render: (order) => formatBaht(order.total, locale), align: 'right' },
  ];
  const enrolmentColumns: AuditColumn<Enrolment>[] = [
    { label: 'khru.audit.learner.enrolledAt', render: (enrolment) => at(enrolment.at) },
    { label: 'khru.audit.learner.item', render: item },
    { label: 'khru.audit.learner.credits', render: (enrolment) => enrolment.credits.toLocaleString(), align: 'right' },
    { label: 'khru.audit.learner.costCentre', render: (enrolment) => enrolment.costCentreName ?? enrolment.costCentreId },
    { label: 'khru.audit.learner.reversed', render: (enrolment) => translate(enrolment.reversed ? 'ra.boolean.true' : 'ra.boolean.false') },
    { label: 'khru.audit.learner.enrolmentId', render: (enrolment) => enrolment.enrolmentId },
  ];
  const entitlementColumns: AuditColumn<Entitlement>[] = [
    { label: 'khru.audit.learner.course', render: (entitlement) => name(entitlement.title, entitlement.courseId) },
    { label: 'khru.audit.learner.source', render: (entitlement) => translate(`khru.audit.sources.${entitlement.source}`, { _: entitlement.source }) },
    { label: 'khru.audit.learner.grantedAt', render: (entitlement) => at(entitlement.grantedAt) },
    {
      label: 'khru.audit.learner.expiresAt',
      render: (entitlement) => (entitlement.expiresAt ? at(entitlement.expiresAt) : translate('khru.audit.learner.noEnd')),
    },
    { label: 'khru.audit.learner.paidBy', render: (entitlement) => entitlement.receiptNo ?? entitlement.costCentreName ?? entitlement.orderId ?? '—' },
  ];

  return (
    <Card component="section" aria-labelledby="audit-learner">
      <CardContent>
        <Typography id="audit-learner" variant="h6" component="h2">
          {translate('khru.audit.learner.title')}
        </Typography>
        <Stack component="form" direction="row" onSubmit={submit} sx={{ gap: 1, alignItems: 'center', my: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={translate('khru.audit.learner.userId')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!draft.trim()}>
            {translate('khru.audit.learner.lookUp')}
          </Button>
        </Stack>
        {purchases && (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('khru.audit.learner.asOf', { userId: purchases.userId, at: formatDateTime(purchases.asOf, locale) })}
            </Typography>
            {(
              [
                [
                  'khru.audit.learner.orders',
                  <AuditTable
                    key="orders"
                    rows={purchases.orders}
                    columns={orderColumns}
                    rowKey={(o) => o.orderId}
                    empty="khru.audit.learner.noOrders"
                    caption="khru.audit.learner.orders"
                  />,
                ],
                [
                  'khru.audit.learner.enrolments',
                  <AuditTable
                    key="enrolments"
                    rows={purchases.enrolments}
                    columns={enrolmentColumns}
                    rowKey={(e) => e.enrolmentId}
                    empty="khru.audit.learner.noEnrolments"
                    caption="khru.audit.learner.enrolments"
                  />,
                ],
                [
                  'khru.audit.learner.entitlements',
                  <AuditTable
                    key="entitlements"
                    rows={purchases.entitlements}
                    columns={entitlementColumns}
                    rowKey={(e) => `${e.courseId}:${e.grantedAt}`}
                    empty="khru.audit.learner.noEntitlements"
                    caption="khru.audit.learner.entitlements"
                  />,
                ],
              ] as const
            ).map(([title, table]) => (
              <Box key={title}>
                <Typography variant="subtitle1" component="h3">
                  {translate(title)}
                </Typography>
                {table}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
