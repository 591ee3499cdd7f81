import { describe, expect, it } from 'vitest';
import { createCvFormResolver } from './cv-form-resolver';
import { mapServerFieldErrors, resumePathToFormPath } from './resume-errors';
import type { IndexMap } from './form-to-resume';
import { emptyCvFormValues, emptyEntry } from './resume-form';

const indexMap: IndexMap = {
  work: [0, 2],
  education: [],
  skills: [3],
  projects: [],
  certificates: [],
  languages: [],
  awards: [],
  publications: [],
  volunteer: [],
  interests: [],
  references: [],
  custom: [4],
  profiles: [1],
};

describe('server field errors → form fields', () => {
  it.each([
    ['resume.basics.email', 'basics.email'],
    ['resume.basics.location.city', 'basics.location.city'],
    ['resume.basics.profiles.0.url', 'basics.profiles.1.url'],
    ['resume.work.1.startDate', 'work.2.startDate'],
    ['resume.work.0.highlights.3', 'work.0.highlights'],
    ['resume.skills.0.keywords.1', 'skills.3.keywords'],
    ['work.5.endDate', 'work.5.endDate'],
    ['resume.awards.0.title', 'awards.0.title'],
    ['resume.custom.0.items.2', 'custom.4.items'],
  ])('%s → %s', (path, expected) => {
    expect(resumePathToFormPath(path, indexMap)).toBe(expected);
  });

  it('keeps messages without a form field apart', () => {
    expect(
      mapServerFieldErrors(
        {
          'resume.work.1.startDate': ['Use a date like 2021, 2021-03 or 2021-03-15'],
          'resume.meta.note': ['Too long'],
          uploadId: ['Invalid UUID'],
        },
        indexMap,
      ),
    ).toEqual({
      fields: { 'work.2.startDate': 'Use a date like 2021, 2021-03 or 2021-03-15' },
      other: ['Too long', 'Invalid UUID'],
    });
    expect(mapServerFieldErrors('not details')).toEqual({ fields: {}, other: [] });
  });
});

describe('form resolver with the contracts schema', () => {
  it('puts schema errors on the inputs they came from, blank entries skipped', async () => {
    const values = emptyCvFormValues();
    values.basics.email = 'not-an-email';
    values.work = [
      emptyEntry.work(),
      { ...emptyEntry.work(), position: 'Dev', startDate: 'Jan 2020' },
    ];
    const resolve = createCvFormResolver();
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({
      basics: { email: { message: 'Enter a valid e-mail address' } },
      work: { 1: { startDate: { message: 'Use a date like 2021, 2021-03 or 2021-03-15' } } },
    });
  });

  it('passes valid values through', async () => {
    const values = emptyCvFormValues();
    values.basics.name = 'Ada';
    const result = await createCvFormResolver()(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values, errors: {} });
  });
});
