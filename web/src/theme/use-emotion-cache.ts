import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useRef, useState } from 'react';
import type { Direction } from 'src/config/app-config';

// A key of our own, not emotion's default "css": emotion's default cache (made when its React
// package loads, never used here) then leaves the pre-rendered shell's styles alone instead of
// moving each of them in the head, and only this cache adopts them (decision 217).
const ltrCache = createCache({ key: 'jf' });

/**
 * The emotion cache for the direction. The RTL one (stylis-plugin-rtl + cssjanus) is loaded only
 * when needed, keeping it out of everyone's first load. On a first load in RTL the app renders
 * nothing until it arrives (no left-to-right flash); when switching later, the current cache stays
 * until then, so the page is not remounted.
 */
export function useEmotionCache(direction: Direction): EmotionCache | null {
  const [rtl, setRtl] = useState<EmotionCache | null>(null);
  const rendered = useRef(false);
  useEffect(() => {
    if (direction !== 'rtl' || rtl) return;
    let cancelled = false;
    import('./rtl-cache')
      .then((m) => {
        if (!cancelled) setRtl(m.rtlCache);
      })
      .catch((error: unknown) => console.error('Could not load right-to-left styles.', error));
    return () => {
      cancelled = true;
    };
  }, [direction, rtl]);
  const cache = direction === 'rtl' ? (rtl ?? (rendered.current ? ltrCache : null)) : ltrCache;
  useEffect(() => {
    if (cache) rendered.current = true;
  }, [cache]);
  return cache;
}
