import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale } from '../../../lib/format';
import { useIdlePrefetch } from '../../../lib/use-idle-prefetch';
import { useLocaleStore } from '../../../stores/locale-store';
import { useBanners } from '../api/search-banners';
import '../catalogue.css';

const ADVANCE_MS = 7000;

/**
 * The home page's banners, one at a time: they move on by themselves unless the pointer rests on them.
 * The other banners' pictures load once the page is idle, so the network goes quiet after the first
 * load instead of fetching a picture at each turn, and no banner turns in without its picture.
 */
export function Banners() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const banners = useBanners().data?.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const images = banners.map((b) => byLocale(locale, b.imageUrlEn, b.imageUrlTh)).filter((src): src is string => Boolean(src));
  useIdlePrefetch(() => images.forEach((src) => (new Image().src = src)), images.join(' '));
  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);
  const banner = banners[index % Math.max(1, banners.length)];
  if (!banner) return null;
  const image = byLocale(locale, banner.imageUrlEn, banner.imageUrlTh);
  const title = byLocale(locale, banner.titleEn, banner.titleTh);
  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        className="banner"
        style={image ? { backgroundImage: `url("${image}")` } : undefined}
        aria-roledescription="slide"
        aria-label={t('home.bannerOf', { n: index + 1, total: banners.length })}
      >
        <h2>{banner.linkUrl ? <Link to={banner.linkUrl}>{title}</Link> : title}</h2>
        <p>{byLocale(locale, banner.subtitleEn, banner.subtitleTh)}</p>
      </div>
      {banners.length > 1 ? (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button key={b.id} type="button" aria-label={t('home.showBanner', { n: i + 1 })} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
