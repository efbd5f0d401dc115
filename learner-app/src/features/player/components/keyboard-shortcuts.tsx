import { useTranslation } from 'react-i18next';

/** media-chrome's hotkeys while the player has focus, listed in the site's language. */
const SHORTCUTS = [
  { keys: ['Space', 'K'], action: 'playPause' },
  { keys: ['←', '→'], action: 'seek' },
  { keys: ['↑', '↓'], action: 'volume' },
  { keys: ['M'], action: 'mute' },
  { keys: ['F'], action: 'fullscreen' },
  { keys: ['C'], action: 'captions' },
] as const;

export function KeyboardShortcuts() {
  const { t } = useTranslation();
  return (
    <details className="player-shortcuts">
      <summary>{t('player.shortcuts.title')}</summary>
      <dl>
        {SHORTCUTS.map(({ keys, action }) => (
          <div key={action}>
            <dt>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? ' / ' : null}
                  <kbd>{key === 'Space' ? t('player.shortcuts.space') : key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`player.shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
