import { describe, expect, it } from 'vitest';
import { bulletOptions, toPlacements } from './skill-placement';

const resume = {
  work: [
    { position: 'Engineer', name: 'Acme', highlights: ['Built the API', '  '] },
    { name: 'Initech', highlights: [] },
    { highlights: ['Ran on-call'] },
  ],
} as unknown as Parameters<typeof bulletOptions>[0];

describe('bulletOptions', () => {
  it('lists non-empty bullets with their job and master-CV indices', () => {
    expect(bulletOptions(resume)).toEqual([
      { value: '0:0', job: 'Engineer at Acme', text: 'Built the API' },
      { value: '2:0', job: 'Job 3', text: 'Ran on-call' },
    ]);
  });
});

describe('toPlacements', () => {
  it('sends bullet choices of confirmed skills only; the skills section is the default', () => {
    expect(
      toPlacements(['Kubernetes', 'Terraform'], {
        Kubernetes: '2:0',
        Terraform: 'skills',
        Kafka: '0:0',
      }),
    ).toEqual({ Kubernetes: { workIndex: 2, highlightIndex: 0 } });
  });

  it('is undefined when every skill goes to the skills section', () => {
    expect(toPlacements(['Kubernetes'], {})).toBeUndefined();
  });
});
