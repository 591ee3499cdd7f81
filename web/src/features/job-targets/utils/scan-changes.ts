import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { JobTargetDetail, ScanChange } from '@jobfit/contracts';

/** At most this many keywords are named in one line; the rest are counted. */
const MAX_NAMED = 5;

function names(list: string[], i18n: I18n): string {
  if (list.length <= MAX_NAMED) return list.join(', ');
  const named = list.slice(0, MAX_NAMED).join(', ');
  const more = list.length - MAX_NAMED;
  return t(i18n)`${named} and ${more} more`;
}

/** "+8", "−3" or "no score change". */
export function formatDelta(delta: number, i18n: I18n = globalI18n): string {
  if (delta === 0) return t(i18n)`no score change`;
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}

/**
 * One line of the score history: "v2 → v3: +8, now shows Kubernetes, Terraform; CV edited".
 * `version` is the 1-based number of the later scan.
 */
export function scanChangeText(
  version: number,
  change: ScanChange,
  i18n: I18n = globalI18n,
): string {
  const previous = version - 1;
  const delta = formatDelta(change.scoreDelta, i18n);
  let text = t(i18n)`v${previous} → v${version}: ${delta}`;
  if (change.nowMatched.length > 0) {
    const shown = names(change.nowMatched, i18n);
    text += `, ${t(i18n)`now shows ${shown}`}`;
  }
  if (change.nowMissing.length > 0) {
    const gone = names(change.nowMissing, i18n);
    text += `; ${t(i18n)`no longer shows ${gone}`}`;
  }
  return `${text}; ${change.cvChanged ? t(i18n)`CV edited` : t(i18n)`same CV`}`;
}

/** The change lines of a job's scans, newest first (the first scan has none). */
export function scanChangeLines(scores: JobTargetDetail['scores'], i18n: I18n = globalI18n) {
  return scores
    .map((s, i) => ({
      scanId: s.scanId,
      change: s.changes,
      version: i + 1,
      delta: s.changes?.scoreDelta ?? 0,
    }))
    .flatMap(({ change, ...rest }) =>
      change ? [{ ...rest, text: scanChangeText(rest.version, change, i18n) }] : [],
    )
    .reverse();
}
