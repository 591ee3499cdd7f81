import { JOB_STATUSES, type JobTargetBoard, type JobTargetSummary } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import {
  boardJobs,
  boardTotals,
  groupByStatus,
  moveJob,
  moveOnBoard,
  neighbourStatus,
} from './board';

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

  const board = (cards: JobTargetSummary[], totals: Partial<Record<string, number>>) =>
    ({
      columns: JOB_STATUSES.map((status) => ({
        status,
        total: totals[status] ?? 0,
        items: cards.filter((j) => j.status === status),
      })),
    }) satisfies JobTargetBoard;

  it('lists the first cards, then the ones shown after, each job once', () => {
    const b = board([job('a', 'saved'), job('b', 'applied')], { saved: 3, applied: 1 });
    const more = { saved: [job('c', 'saved'), job('b', 'saved')] };
    expect(boardJobs(b, more, []).map((j) => j.id)).toEqual(['a', 'b', 'c']);
    expect(boardJobs(b, more, ['applied']).map((j) => j.id)).toEqual(['b']);
    expect(boardTotals(b, ['applied'])).toMatchObject({ saved: 0, applied: 1 });
  });

  it('moves a card between columns before the server answers, counts included', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    const b = board([job('a', 'saved'), job('b', 'applied')], { saved: 30, applied: 4 });
    const moved = moveOnBoard(b, job('a', 'saved'), 'applied', now);
    expect(boardTotals(moved, [])).toMatchObject({ saved: 29, applied: 5 });
    expect(moved.columns[1]?.items.map((j) => [j.id, j.status])).toEqual([
      ['a', 'applied'],
      ['b', 'applied'],
    ]);
    expect(moveOnBoard(b, job('a', 'saved'), 'saved', now)).toBe(b);
  });
});
