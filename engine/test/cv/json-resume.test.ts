import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine-error.ts';
import { parseCv } from '../../src/cv/index.ts';

const enc = (v: unknown): Uint8Array =>
  new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v));

async function error(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof EngineError) return err;
    throw err;
  }
  throw new Error('expected an EngineError');
}

describe('parseCv: JSON Resume', () => {
  it('imports a valid JSON Resume and normalises its dates', async () => {
    const { resume, meta, text } = await parseCv(
      enc({
        basics: {
          name: 'Lin Chen',
          email: 'lin@example.com',
          profiles: [{ network: 'GitHub', username: 'linchen' }],
        },
        work: [
          {
            name: 'Umbrella',
            position: 'SRE',
            startDate: 'Mar 2021',
            highlights: ['Ran the on-call rota'],
          },
          { name: 'Hooli', position: 'Intern', startDate: '2019-06-01', endDate: '2019-09' },
        ],
        education: [
          { institution: 'TU Delft', studyType: 'MSc', area: 'Computer Science', endDate: '2019' },
        ],
        skills: [{ name: 'Ops', keywords: ['Kubernetes'] }],
        languages: [{ language: 'Dutch', fluency: 'Native' }],
      }),
    );
    expect(resume.work).toEqual([
      {
        name: 'Umbrella',
        position: 'SRE',
        startDate: '2021-03',
        current: true,
        highlights: ['Ran the on-call rota'],
      },
      {
        name: 'Hooli',
        position: 'Intern',
        startDate: '2019-06-01',
        endDate: '2019-09',
        highlights: [],
      },
    ]);
    expect(resume.basics.profiles).toEqual([{ network: 'GitHub', username: 'linchen' }]);
    expect(resume.languages).toEqual([{ language: 'Dutch', fluency: 'Native' }]);
    expect(meta).toMatchObject({
      source: 'json',
      sections: ['work', 'education', 'skills', 'languages'],
    });
    expect(meta.warnings.map((w) => w.code)).toEqual(['missing_phone']);
    expect(meta.confidence['basics.name']).toEqual({
      score: 1,
      reason: 'given in the JSON Resume',
      reasonText: { key: 'confidence.json_resume' },
    });
    expect(text).toContain('Ran the on-call rota');
  });

  it.each([
    [
      { basics: { name: 5 } },
      'Invalid JSON Resume: basics.name: Invalid input: expected string, received number.',
    ],
    [
      { work: [{ name: 'A', highlights: 'one' }] },
      'Invalid JSON Resume: work[0].highlights: Invalid input: expected array, received string.',
    ],
    [
      { work: [{ name: 'A', startDate: 'someday' }] },
      'Invalid JSON Resume: work[0].startDate "someday" is not a date (use YYYY-MM-DD, YYYY-MM or YYYY).',
    ],
    [
      { hello: 'world' },
      'Invalid JSON Resume: none of basics, work, education or skills is present.',
    ],
    [[1, 2], 'Invalid JSON Resume: the file must hold one JSON object.'],
  ])('rejects %j with a clear message', async (input, message) => {
    const err = await error(parseCv(enc(input)));
    expect(err.code).toBe('invalid_json_resume');
    expect(err.message).toBe(message);
  });

  it('reads a broken JSON file as text rather than failing', async () => {
    const { meta } = await parseCv(enc('{ "basics": { "name": "Lin" }'));
    expect(meta.source).toBe('text');
  });
});
