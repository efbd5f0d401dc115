import type { LicenceResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const freeSeats = (licence: Pick<LicenceResponse, 'seats' | 'seatsUsed'>): number => Math.max(0, licence.seats - licence.seatsUsed);

/** Seats used and free of the pool's total. */
export function SeatsField(_: { source?: 'seatsUsed'; label?: string; sortable?: boolean }) {
  const licence = useRecordContext<LicenceResponse>();
  const translate = useTranslate();
  if (!licence) return null;
  return (
    <Typography component="span" variant="body2">
      {translate('khru.licences.seatsLine', { used: licence.seatsUsed, free: freeSeats(licence), seats: licence.seats })}
    </Typography>
  );
}
