import type { LedgerPageEntry } from '@khru/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/date-format';
import { formatCredits } from '../credits';
import { useLedgerSubject } from './ledger-subject';

/** Ledger lines, newest first: when, what, how many credits in (+) or out (−), the balance after, and what it is about by name. */
export function LedgerTable({ entries, compact }: { entries: LedgerPageEntry[]; compact: boolean }) {
  const translate = useTranslate();
  const subject = useLedgerSubject();
  const [locale] = useLocaleState();
  const signed = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatCredits(Math.abs(amount), locale)}`;
  return (
    <Table size="small" aria-label={translate('khru.ledger.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('khru.ledger.at')}</TableCell>
          <TableCell>{translate('khru.ledger.type')}</TableCell>
          <TableCell align="right">{translate('khru.ledger.amount')}</TableCell>
          <TableCell align="right">{translate('khru.ledger.balanceAfter')}</TableCell>
          {!compact && <TableCell>{translate('khru.ledger.reference')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.eventId}>
            <TableCell>{formatDateTime(entry.at, locale)}</TableCell>
            <TableCell>{translate(`khru.ledger.types.${entry.type}`, { _: entry.type })}</TableCell>
            <TableCell align="right" sx={{ color: entry.amount < 0 ? 'error.main' : entry.amount > 0 ? 'success.main' : undefined }}>
              {signed(entry.amount)}
            </TableCell>
            <TableCell align="right">{formatCredits(entry.balanceAfter, locale)}</TableCell>
            {!compact && <TableCell sx={{ overflowWrap: 'anywhere' }}>{subject(entry)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
