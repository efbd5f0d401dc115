import { isLocale } from '@khru/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLocaleStore } from './locale-store';

/** A link from a mail carries the language it was written in (`?lang=th`): the page opens in it. */
export function useLangParam(): void {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  const setLocale = useLocaleStore((s) => s.setLocale);
  useEffect(() => {
    if (isLocale(lang)) setLocale(lang);
  }, [lang, setLocale]);
}
