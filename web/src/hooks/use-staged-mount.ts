import { startTransition, useEffect, useState } from 'react';
import { isNavigating } from 'src/lib/navigating';

/** How soon a stage held back by a navigation looks again (the navigation usually unmounts it). */
const NAVIGATING_RETRY_MS = 100;

/**
 * How many of a long page's `stages` may be mounted: none in the first render, then one more per
 * task once the browser has painted. Each step is a transition, like the router's navigations:
 * a click on a link while the page is still mounting is not held back behind the rest of the page
 * (the navigation's render replaces the page, and the steps still to come never run). Before
 * this, the master CV editor mounted all its sections in one task of ~0.8 s, and a navigation
 * clicked meanwhile waited for all of it.
 *
 * While the router is on its way to another page, no further stage starts: a stage begun then
 * would be rendered and laid out before the next page, only to be thrown away (decision 234).
 *
 * @example const shown = useStagedMount(SECTIONS.length); return SECTIONS.slice(0, shown);
 */
export function useStagedMount(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return;
    let timer = 0;
    // After the next frame, in a task of its own, so input that came meanwhile is handled first.
    const step = () => {
      if (isNavigating()) timer = window.setTimeout(step, NAVIGATING_RETRY_MS);
      else startTransition(() => setShown((n) => n + 1));
    };
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(step, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, stages]);
  return shown;
}
