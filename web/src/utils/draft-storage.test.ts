import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';

describe('draft storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps drafts per user and kind until cleared', () => {
    writeDraft('u1', 'posting', { posting: 'Hello' }, new Date('2026-01-02T03:04:05Z'));
    writeDraft('u2', 'posting', { posting: 'Other' });
    expect(readDraft('u1', 'posting')).toEqual({
      savedAt: '2026-01-02T03:04:05.000Z',
      value: { posting: 'Hello' },
    });
    expect(readDraft('u1', 'cv-manual')).toBeNull();
    clearDraft('u1', 'posting');
    expect(readDraft('u1', 'posting')).toBeNull();
    expect(readDraft('u2', 'posting')?.value).toEqual({ posting: 'Other' });
  });

  it('treats unreadable storage as no draft', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(draftKey('u1', 'cv-master'), '{not json');
    expect(readDraft('u1', 'cv-master')).toBeNull();
    window.localStorage.setItem(draftKey('u1', 'cv-master'), '"just a string"');
    expect(readDraft('u1', 'cv-master')).toBeNull();
  });

  it('logs and ignores a failing write (quota, private mode)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const realStorage = window.localStorage;
    const failing = {
      getItem: () => null,
      removeItem: () => {},
      clear: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    Object.defineProperty(window, 'localStorage', { value: failing, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'localStorage', { value: realStorage, configurable: true });
    });
    expect(() => writeDraft('u1', 'posting', { posting: 'x' })).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
  });
});
