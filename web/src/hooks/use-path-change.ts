import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `onChange` after every route change (not on first render): drawers close on it. */
export function usePathChange(onChange: () => void): void {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  const first = useRef(key);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (first.current === key) return;
    first.current = key;
    callback.current();
  }, [key]);
}
