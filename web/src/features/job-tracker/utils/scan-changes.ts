import type { JobTargetDetail, ScanChange } from '@jobfit/contracts';

/** At most this many keywords are named in one line; the rest are counted. */
const MAX_NAMED = 5;

function names(list: string[]): string {
  if (list.length <= MAX_NAMED) return list.join(', ');
  return `${list.slice(0, MAX_NAMED).join(', ')} and ${list.length - MAX_NAMED} more`;
}

/** "+8", "−3" or "no score change". */
export function formatDelta(delta: number): string {
  if (delta === 0) return 'no score change';
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}

/**
 * One line of the score history: "v2 → v3: +8, now shows Kubernetes, Terraform; CV edited".
 * `version` is the 1-based number of the later scan.
 */
export function scanChangeText(version: number, change: ScanChange): string {
  let text = `v${version - 1} → v${version}: ${formatDelta(change.scoreDelta)}`;
  if (change.nowMatched.length > 0) text += `, now shows ${names(change.nowMatched)}`;
  if (change.nowMissing.length > 0) text += `; no longer shows ${names(change.nowMissing)}`;
  return `${text}; ${change.cvChanged ? 'CV edited' : 'same CV'}`;
}

/** The change lines of a job's scans, newest first (the first scan has none). */
export function scanChangeLines(scores: JobTargetDetail['scores']) {
  return scores
    .map((s, i) => ({
      scanId: s.scanId,
      change: s.changes,
      version: i + 1,
      delta: s.changes?.scoreDelta ?? 0,
    }))
    .flatMap(({ change, ...rest }) =>
      change ? [{ ...rest, text: scanChangeText(rest.version, change) }] : [],
    )
    .reverse();
}
