import type { JobTargetSummary } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { groupByStatus, moveJob, neighbourStatus } from './board';

const job = (id: string, status: JobTargetSummary['status']): JobTargetSummary => ({
  id,
  title: `Job ${id}`,
  company: null,
  location: null,
  url: null,
  status,
  salary: null,
  deadline: null,
  appliedAt: null,
  notes: null,
  latestScore: 70,
  scoreChange: null,
  latestScanId: null,
  scanCount: 1,
  sentCv: null,
  sentDocumentId: null,
  lastActivityAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('board', () => {
  it('groups jobs by status in pipeline order, keeping their order', () => {
    const cols = groupByStatus([job('a', 'applied'), job('b', 'saved'), job('c', 'applied')]);
    expect(Object.keys(cols)).toEqual([
      'saved',
      'applied',
      'interviewing',
      'offer',
      'rejected',
      'withdrawn',
    ]);
    expect(cols.applied.map((j) => j.id)).toEqual(['a', 'c']);
    expect(cols.offer).toEqual([]);
  });

  it('moves one job, sets the applied date on first apply and touches its activity', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    const jobs = [job('a', 'saved'), job('b', 'saved')];
    const moved = moveJob(jobs, 'a', 'applied', now);
    expect(moved[0]).toMatchObject({
      status: 'applied',
      appliedAt: now.toISOString(),
      lastActivityAt: now.toISOString(),
    });
    expect(moved[1]).toBe(jobs[1]);
    expect(moveJob(jobs, 'a', 'saved', now)).toBe(jobs);
    expect(moveJob(jobs, 'zzz', 'offer', now)).toBe(jobs);
  });

  it('finds the neighbouring column', () => {
    expect(neighbourStatus('saved', 1)).toBe('applied');
    expect(neighbourStatus('saved', -1)).toBeNull();
    expect(neighbourStatus('withdrawn', 1)).toBeNull();
  });
});
