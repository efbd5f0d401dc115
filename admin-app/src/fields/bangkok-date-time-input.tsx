import { useState, type ChangeEvent } from 'react';
import { DateTimeInput, useLocaleState, useTranslate, type DateTimeInputProps } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { fromBangkokWallClock, toBangkokWallClock } from './bangkok-time';

/** Says the time is Bangkok's and, once one is typed, repeats it as the rest of the app writes dates (Buddhist era in Thai): the picker follows the browser. */
function BangkokTimeHelp({ chosen, helperText }: { chosen: string | null; helperText?: DateTimeInputProps['helperText'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {typeof helperText === 'string' && <span style={{ display: 'block' }}>{translate(helperText, { _: helperText })}</span>}
      <span style={{ display: 'block' }}>
        {chosen ? translate('khru.bangkokTime.chosen', { at: formatDateTime(chosen, locale) }) : translate('khru.bangkokTime.help')}
      </span>
    </>
  );
}

/**
 * A date and time in Bangkok (UTC+7), whatever the browser's time zone: 09:00 typed is 09:00 in Bangkok, and a saved
 * instant shows at its Bangkok time. react-admin's own input reads and writes the browser's zone instead.
 */
export function BangkokDateTimeInput({ helperText, onChange, ...props }: DateTimeInputProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <DateTimeInput
      {...props}
      format={toBangkokWallClock}
      parse={fromBangkokWallClock}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setChosen(fromBangkokWallClock(event.target.value));
        onChange?.(event);
      }}
      helperText={<BangkokTimeHelp chosen={chosen} helperText={helperText} />}
    />
  );
}
