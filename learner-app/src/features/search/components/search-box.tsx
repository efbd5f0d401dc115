import { SEARCH_GROUPS } from '@khru/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { byLocale } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSuggestions } from '../api/suggest';
import { suggestionLink } from './suggestion-link';

/**
 * The header's global search (spec section 2): suggestions grouped as courses, instructors,
 * categories and bundles while typing; Enter opens the full results. Hidden below 1024 px.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const listId = useId();
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useSuggestions(query);
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    const close = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  const groups = query && suggestions.data ? SEARCH_GROUPS.filter((g) => suggestions.data[g].length > 0) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setOpen(false);
    navigate(`/search?${new URLSearchParams({ search: text.trim() })}`);
  };
  return (
    <form className="search-box hide-mobile" role="search" ref={root} onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <input
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-controls={listId}
        aria-expanded={open && query.length > 0}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && query ? (
        <div className="search-dropdown" id={listId}>
          {groups.map((group) => (
            <section key={group} aria-label={t(`search.group.${group}`)}>
              <h3>{t(`search.group.${group}`)}</h3>
              <ul>
                {suggestions.data![group].map((item) => (
                  <li key={`${group}:${item.id}:${String(item.fields.subCategoryId ?? '')}`}>
                    <Link to={suggestionLink(group, item)}>{byLocale(locale, item.titleEn, item.titleTh)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {suggestions.isSuccess && groups.length === 0 ? <p className="form-note">{t('search.noSuggestions')}</p> : null}
          <Link className="search-all" to={`/search?${new URLSearchParams({ search: query })}`}>
            {t('search.seeAll', { text: query })}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
