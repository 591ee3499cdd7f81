import { describe, expect, it } from 'vitest';
import { missingKeywords } from './missing-keywords';

const kw = (name: string, status: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'hard',
  required: false,
  jobCount: 1,
  cvCount: 0,
  status: status as 'matched' | 'partial' | 'missing',
  ...extra,
});
const scan = (keywords: ReturnType<typeof kw>[]) => ({
  result: { score: 50, breakdown: {}, checks: [], recommendations: [], keywords },
});

describe('missingKeywords', () => {
  it('lists only missing, non-soft keywords: required first, then by mentions, then by name', () => {
    const result = missingKeywords(
      scan([
        kw('TypeScript', 'matched', { required: true }),
        kw('Terraform', 'missing'),
        kw('Kafka', 'missing', { jobCount: 3 }),
        kw('AWS', 'missing', { required: true }),
        kw('Kubernetes', 'missing', { required: true }),
        kw('Communication', 'missing', { category: 'soft', required: true }),
        kw('Redis', 'partial', { required: true }),
      ]),
    );
    expect(result.map((k) => k.name)).toEqual(['AWS', 'Kubernetes', 'Kafka', 'Terraform']);
    expect(result[0]).toEqual({ name: 'AWS', category: 'hard', required: true });
  });

  it('keeps one entry per name, case-insensitively', () => {
    const result = missingKeywords(scan([kw('Go', 'missing'), kw('go', 'missing')]));
    expect(result.map((k) => k.name)).toEqual(['Go']);
  });

  it('leaves out the keywords the user dismissed for the job', () => {
    const result = missingKeywords({
      ...scan([kw('Marriott', 'missing', { required: true }), kw('Kafka', 'missing')]),
      dismissedKeywords: [
        { name: 'marriott', reason: 'not_requirement', dismissedAt: '2026-11-24T10:00:00.000Z' },
      ],
    });
    expect(result.map((k) => k.name)).toEqual(['Kafka']);
  });

  it('is empty when nothing is missing', () => {
    expect(missingKeywords(scan([kw('Go', 'matched')]))).toEqual([]);
  });
});
