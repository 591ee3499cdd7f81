import type { ScanChange } from '@jobfit/contracts';

/** What the change list needs of one stored scan. */
export type ScanForChanges = {
  score: number;
  cvHash: string;
  keywords: { name: string; status: string }[] | null;
};

const statusByName = (scan: ScanForChanges) =>
  new Map((scan.keywords ?? []).map((k) => [k.name.toLowerCase(), k] as const));

/**
 * What changed from `previous` to `current` scan of one job. Only keywords found in both scans
 * count: a keyword new to an edited posting did not "become" matched (decision 085).
 *
 * @example scanChange(v1, v2) // { cvChanged: true, nowMatched: ['Kubernetes'], nowMissing: [], scoreDelta: 8 }
 */
export function scanChange(previous: ScanForChanges, current: ScanForChanges): ScanChange {
  const before = statusByName(previous);
  const nowMatched: string[] = [];
  const nowMissing: string[] = [];
  for (const [key, k] of statusByName(current)) {
    const was = before.get(key)?.status;
    if (was === undefined || was === k.status) continue;
    if (k.status === 'matched') nowMatched.push(k.name);
    if (k.status === 'missing') nowMissing.push(k.name);
  }
  return {
    cvChanged: previous.cvHash !== current.cvHash,
    nowMatched,
    nowMissing,
    scoreDelta: current.score - previous.score,
  };
}
