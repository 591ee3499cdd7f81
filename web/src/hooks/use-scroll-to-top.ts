import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top whenever the path changes. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
