import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSuggestions } from '../api/suggest';
import { searchOptionGroups, searchResultsPath } from './search-options';
import '../search.css';

/**
 * The header's global search (spec section 2), a WAI-ARIA combobox: suggestions grouped as courses,
 * instructors, categories and bundles while typing; ArrowDown and ArrowUp move through them, Enter
 * opens the active one (or the full results when none is active), Escape closes the list.
 */
export function SearchBox({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const id = useId();
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useSuggestions(query);
  const groups = query && suggestions.data ? searchOptionGroups(suggestions.data, locale) : [];
  // The last option always leads to the full results for what was typed.
  const options = [...groups.flatMap((g) => g.options), { key: 'all', to: searchResultsPath(query), label: t('search.seeAll', { text: query }) }];
  const expanded = open && query.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => setActive(-1), [query, suggestions.data]);
  useEffect(() => {
    const close = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setOpen(false);
    void navigate(searchResultsPath(text.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const next = event.key === 'ArrowDown' ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1;
      setActive(next);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      setOpen(false);
      void navigate(options[active]!.to);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  let index = -1;
  const option = (o: { key: string; to: string; label: string }, extra = '') => {
    index += 1;
    return (
      <Link
        key={o.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        className={`search-option ${extra}`}
        to={o.to}
        onClick={() => setOpen(false)}
      >
        {o.label}
      </Link>
    );
  };
  return (
    <form className={`search-box ${className}`} role="search" ref={root} onSubmit={submit}>
      <input
        type="search"
        role="combobox"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <div className="search-dropdown">
          {suggestions.isSuccess && groups.length === 0 ? (
            <p className="form-note" role="status">
              {t('search.noSuggestions')}
            </p>
          ) : null}
          <div role="listbox" id={`${id}-list`} aria-label={t('search.label')}>
            {groups.map(({ group, options: items }) => (
              <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                <div id={`${id}-${group}`} className="search-group-title" role="presentation">
                  {t(`search.group.${group}`)}
                </div>
                {items.map((o) => option(o))}
              </div>
            ))}
            {option(options[options.length - 1]!, 'search-all')}
          </div>
        </div>
      ) : null}
    </form>
  );
}
