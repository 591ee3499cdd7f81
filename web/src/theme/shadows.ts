import type { Shadows } from '@mui/material/styles';

/**
 * Shadow colour as a channel set per colour scheme in `global-styles.tsx`, so one shadow list
 * serves light (grey) and dark (black) schemes.
 */
const c = (alpha: number) => `rgb(var(--jf-shadow-channel) / ${alpha})`;

export const customShadows = {
  z1: `0 1px 2px 0 ${c(0.16)}`,
  z8: `0 8px 16px 0 ${c(0.16)}`,
  z16: `0 16px 32px -4px ${c(0.16)}`,
  card: `0 0 2px 0 ${c(0.2)}, 0 12px 24px -4px ${c(0.12)}`,
  dropdown: `0 0 2px 0 ${c(0.24)}, -20px 20px 40px -4px ${c(0.24)}`,
  dialog: `-40px 40px 80px -8px rgb(0 0 0 / 0.24)`,
};

export function createShadows(): Shadows {
  const list = Array.from({ length: 25 }, (_, i) => {
    if (i === 0) return 'none';
    const y = Math.ceil(i / 2);
    return `0 ${y}px ${i * 2}px ${Math.floor(i / 4) * -1}px ${c(0.2)}, 0 ${i}px ${i * 3}px 0 ${c(0.14)}`;
  });
  return list as Shadows;
}
