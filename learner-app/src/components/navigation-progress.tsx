import { TIMINGS_MS } from '@khru/contracts';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: TIMINGS_MS.progressBarDuration / 25 });

/**
 * The thin top bar while a route loads (spec section 9: 2 px, throttled 200 ms so quick
 * navigations show nothing). The error page turns it red.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      NProgress.done();
      return;
    }
    document.documentElement.classList.remove('progress-failed');
    const timer = setTimeout(() => NProgress.start(), TIMINGS_MS.progressBarThrottle);
    return () => clearTimeout(timer);
  }, [busy]);
  return null;
}

export function markNavigationFailed(): void {
  document.documentElement.classList.add('progress-failed');
  NProgress.set(1);
}
