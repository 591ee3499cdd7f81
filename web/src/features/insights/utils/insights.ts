import type { DashboardStats } from '@jobfit/contracts';

/** "Kubernetes missing in 7 of your last 10 scans". */
export function missingSkillSentence(skill: DashboardStats['topMissingSkills'][number]): string {
  // Counted per job (its latest scan), so a rescan does not count twice (issue 19).
  if (skill.of === 1) return `${skill.name} missing in the last job you scanned`;
  return `${skill.name} missing in ${skill.missingIn} of the last ${skill.of} jobs you scanned`;
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

export function deadlineText(day: string, now: Date): string {
  const n = daysUntil(day, now);
  if (n < 0) return n === -1 ? 'Yesterday' : `${-n} days ago`;
  if (n === 0) return 'Today';
  if (n === 1) return 'Tomorrow';
  return `In ${n} days`;
}
