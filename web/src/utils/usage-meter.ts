// The plan usage meter, shared by the dashboard (insights) and the subscription page.
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export type Meter = {
  /** 0–100, for the progress bar; 0 when unlimited. */
  percent: number;
  /** "3 of 10 used" or "3 used · unlimited". */
  label: string;
  /** How many are left, null when unlimited. */
  remaining: number | null;
  tone: 'primary' | 'warning' | 'error';
};

/** What a usage meter shows for `used` against a plan `limit` (null = unlimited). */
export function usageMeter(used: number, limit: number | null, i18n: I18n = globalI18n): Meter {
  if (limit === null) {
    return {
      percent: 0,
      label: t(i18n)`${used} used · unlimited`,
      remaining: null,
      tone: 'primary',
    };
  }
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  const remaining = Math.max(0, limit - used);
  return {
    percent,
    label: t(i18n)`${used} of ${limit} used`,
    remaining,
    tone: remaining === 0 ? 'error' : percent >= 80 ? 'warning' : 'primary',
  };
}
