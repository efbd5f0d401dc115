import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/date-format';
import type { AdminCourse } from '../course-record';
import { formatBaht } from '../../fields/baht';
import { ChangePriceButton } from './change-price-button';
import { priceRows } from './price-rows';

/** The price learners pay now, every price the course had or will have, and the change-price dialog. */
export function PricesTab() {
  const course = useRecordContext<AdminCourse>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!course) return null;
  const rows = priceRows(course.priceSchedule, new Date());
  return (
    <Stack sx={{ gap: 2, maxWidth: 640 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <Typography variant="caption" color="text.secondary">
            {translate('khru.courses.prices.now')}
          </Typography>
          <Typography variant="h5" component="p">
            {formatBaht(course.price, locale)}
          </Typography>
        </div>
        <ChangePriceButton />
      </Stack>
      <Table size="small" aria-label={translate('khru.courses.prices.schedule')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('khru.courses.prices.effectiveFrom')}</TableCell>
            <TableCell align="right">{translate('resources.courses.fields.price')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.effectiveFrom}-${row.price}`}>
              <TableCell>{formatDateTime(row.effectiveFrom, locale)}</TableCell>
              <TableCell align="right">{formatBaht(row.price, locale)}</TableCell>
              <TableCell>
                {row.state !== 'past' && (
                  <Chip size="small" color={row.state === 'current' ? 'success' : 'info'} label={translate(`khru.courses.prices.state.${row.state}`)} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
