import type { JobTargetDetail } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { formatDelta, scanChangeLines, scanChangeText } from './scan-changes';

const none = { cvChanged: false, nowMatched: [], nowMissing: [], scoreDelta: 0 };

describe('score history change lines', () => {
  it('says the delta, the keywords now shown or no longer shown, and whether the CV changed', () => {
    expect(
      scanChangeText(3, {
        cvChanged: true,
        nowMatched: ['Kubernetes', 'Terraform'],
        nowMissing: [],
        scoreDelta: 8,
      }),
    ).toBe('v2 → v3: +8, now shows Kubernetes, Terraform; CV edited');
    expect(
      scanChangeText(4, { cvChanged: true, nowMatched: [], nowMissing: ['AWS'], scoreDelta: -3 }),
    ).toBe('v3 → v4: −3; no longer shows AWS; CV edited');
    expect(scanChangeText(2, none)).toBe('v1 → v2: no score change; same CV');
  });

  it('names five keywords at most', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(scanChangeText(2, { ...none, nowMatched: many, scoreDelta: 12 })).toBe(
      'v1 → v2: +12, now shows A, B, C, D, E and 2 more; same CV',
    );
    expect(formatDelta(-10)).toBe('−10');
  });

  it('lists the rescans newest first and skips the first scan', () => {
    const score = (scanId: string, changes: JobTargetDetail['scores'][number]['changes']) => ({
      scanId,
      score: 50,
      rescan: changes !== null,
      createdAt: '2026-11-01T00:00:00.000Z',
      changes,
    });
    const lines = scanChangeLines([
      score('a', null),
      score('b', { ...none, scoreDelta: 4, cvChanged: true }),
      score('c', none),
    ]);
    expect(lines.map((l) => [l.scanId, l.version, l.text])).toEqual([
      ['c', 3, 'v2 → v3: no score change; same CV'],
      ['b', 2, 'v1 → v2: +4; CV edited'],
    ]);
  });
});
