import type { DashboardStats } from '@jobfit/contracts';
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatDaysFromToday } from 'src/utils/format';

/** "Kubernetes missing in 7 of your last 10 scans". */
export function missingSkillSentence(
  skill: DashboardStats['topMissingSkills'][number],
  i18n: I18n = globalI18n,
): string {
  // Counted per job (its latest scan), so a rescan does not count twice.
  const { name, missingIn, of } = skill;
  if (of === 1) return t(i18n)`${name} missing in the last job you scanned`;
  return t(i18n)`${name} missing in ${missingIn} of the last ${of} jobs you scanned`;
}

/** The average score shown with at most one decimal, or a dash before any scan. */
export function formatScore(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Whole days from today to a yyyy-mm-dd deadline (0 = today, negative = past). */
export function daysUntil(day: string, now: Date): number {
  const [y, m, d] = day.split('-').map(Number);
  const target = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}

/** "Tomorrow", "In 10 days", "3 days ago", in the given language. */
export function deadlineText(day: string, now: Date, locale = globalI18n.locale): string {
  return formatDaysFromToday(daysUntil(day, now), locale);
}
