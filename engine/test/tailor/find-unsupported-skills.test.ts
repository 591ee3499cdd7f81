import { describe, expect, it } from 'vitest';
import { findUnsupportedSkills } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';

describe('findUnsupportedSkills', () => {
  it('names skills the CV does not show and the user did not confirm', () => {
    expect(
      findUnsupportedSkills('Ran Terraform and Rust services on Kafka', sampleResume(), []),
    ).toEqual(['Terraform', 'Rust']);
  });

  it('accepts what the CV shows in any form, and what the user confirmed', () => {
    const resume = sampleResume();
    // "Postgres" is an alias of PostgreSQL, which the CV names; "k8s" of Kubernetes.
    expect(findUnsupportedSkills('Tuned Postgres and ran k8s clusters', resume, [])).toEqual([]);
    expect(findUnsupportedSkills('Terraform and Rust', resume, ['terraform', 'Rust'])).toEqual([]);
  });

  it('skips skills inside phrases marked as quoted, such as the job title', () => {
    const text = 'I am applying for the Rust Developer role.';
    expect(findUnsupportedSkills(text, sampleResume(), [])).toEqual(['Rust']);
    expect(findUnsupportedSkills(text, sampleResume(), [], { ignore: ['Rust Developer'] })).toEqual(
      [],
    );
  });

  it('returns an empty list for text without skills', () => {
    expect(findUnsupportedSkills('', sampleResume(), [])).toEqual([]);
    expect(findUnsupportedSkills('Thank you for your time.', sampleResume(), [])).toEqual([]);
  });
});
