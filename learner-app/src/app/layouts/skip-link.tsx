import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The first stop for the keyboard: moves focus past the header to the page's main landmark (each route draws its own). */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href="#main" className="skip-link" onClick={skip}>
      {t('header.skipToContent')}
    </a>
  );
}
