import { useTranslation } from 'react-i18next';
import { SearchBox } from './search-box';
import '../search.css';

/** The search icon shown below 1024 px, where the header has no room for the search box. */
export function MobileSearchToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button show-mobile search-toggle"
      aria-expanded={open}
      aria-label={t(open ? 'search.close' : 'search.open')}
      onClick={onToggle}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}

/** The full-width search bar under the header on phones and tablets: the same combobox and suggestions. */
export function MobileSearch() {
  return (
    <div className="mobile-search">
      <SearchBox autoFocus />
    </div>
  );
}
