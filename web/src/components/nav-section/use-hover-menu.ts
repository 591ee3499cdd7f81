import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Open-on-hover state with a short close delay so the pointer can travel to the pop-up. */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  const cancel = () => window.clearTimeout(timer.current);
  const onEnter = useCallback(() => {
    cancel();
    setOpen(true);
  }, []);
  const onLeave = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(false), 120);
  }, []);
  const onClose = useCallback(() => {
    cancel();
    setOpen(false);
  }, []);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => cancel, []);

  return { open, onEnter, onLeave, onClose };
}
