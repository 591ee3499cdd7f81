import { useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it: a page shows its header and
 * first sections at once and mounts what lies below the fold a frame later (issue 19, warm
 * navigation), instead of holding the whole page back for its longest form.
 *
 * @example const painted = useAfterPaint(); return painted ? <LongForm /> : <Skeleton />;
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The first frame is this render's paint; the state changes in the next one.
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, []);
  return painted;
}
