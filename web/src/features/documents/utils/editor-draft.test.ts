import { JobfitDocument } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { editorStateOf, restorableDraft, sameState } from './editor-draft';

const letterDoc = JobfitDocument.parse({
  id: '6f1c2f51-7c0e-4a43-9a35-6f4f3b0d2a11',
  scanId: null,
  jobTargetId: null,
  kind: 'cover_letter',
  title: 'Cover letter',
  template: 'letter',
  jobTitle: null,
  company: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  score: null,
  originalScore: null,
  content: {
    kind: 'cover_letter',
    letter: {
      tone: 'formal',
      greeting: 'Dear team,',
      paragraphs: ['One.'],
      closing: 'Yours,',
      signature: 'Dana',
    },
  },
  pageSize: 'A4',
  version: 3,
  changes: [],
});

describe('editorStateOf', () => {
  it('takes content and page size, and a template only for CVs', () => {
    expect(editorStateOf(letterDoc)).toEqual({ content: letterDoc.content, pageSize: 'A4' });
  });
});

describe('restorableDraft', () => {
  const letter = {
    tone: 'formal' as const,
    greeting: 'Hi,',
    paragraphs: ['One.'],
    closing: 'Yours,',
    signature: 'Dana',
  };
  const edited = { pageSize: 'A4' as const, content: { kind: 'cover_letter' as const, letter } };

  it('restores a draft of this kind, also from an older version (the save will ask)', () => {
    expect(restorableDraft(letterDoc, { baseVersion: 3, state: edited })?.state).toEqual(edited);
    expect(restorableDraft(letterDoc, { baseVersion: 1, state: edited })?.baseVersion).toBe(1);
  });

  it('ignores unreadable drafts, other kinds and versions from the future', () => {
    expect(restorableDraft(letterDoc, null)).toBeNull();
    expect(restorableDraft(letterDoc, { baseVersion: 3 })).toBeNull();
    expect(restorableDraft(letterDoc, { baseVersion: 4, state: edited })).toBeNull();
    expect(
      restorableDraft(letterDoc, {
        baseVersion: 3,
        state: {
          pageSize: 'A4',
          content: { kind: 'cv', resume: {}, sectionOrder: [], confirmedSkills: [] },
        },
      }),
    ).toBeNull();
  });

  it('compares states by value', () => {
    expect(sameState(editorStateOf(letterDoc), editorStateOf(letterDoc))).toBe(true);
    expect(sameState(editorStateOf(letterDoc), edited)).toBe(false);
  });
});
