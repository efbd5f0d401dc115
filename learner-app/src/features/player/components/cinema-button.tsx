import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../player-store';

/** Cinema mode (spec section 4 "Cinema mode toggles"): the video takes the page's full width. */
export function CinemaButton() {
  const { t } = useTranslation();
  const cinema = usePlayerStore((s) => s.cinema);
  const toggle = usePlayerStore((s) => s.toggleCinema);
  const label = cinema ? t('player.cinemaOff') : t('player.cinemaOn');
  return (
    <button type="button" className="player-cinema" aria-pressed={cinema} aria-label={label} title={label} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {cinema ? <path fill="currentColor" d="M3 7h18v10H3zm2 2v6h14V9z" /> : <path fill="currentColor" d="M1 5h22v14H1zm2 2v10h18V7z" />}
      </svg>
    </button>
  );
}
