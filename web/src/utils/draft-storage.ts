// Unsaved work lives in localStorage, per user, until the server has it (nothing typed is ever
// lost: docs/product.md, Errors). Storage failures are logged and ignored, like the settings store.

const PREFIX = 'jobfit-draft';

/** What the draft is of, e.g. `cv-manual`, `cv-review`, `cv-master`, `posting`. */
export type DraftKind = string;

export const draftKey = (userId: string, kind: DraftKind) => `${PREFIX}:${userId}:${kind}`;

type Stored<T> = { savedAt: string; value: T };

/** The stored draft, or null when there is none or it is unreadable. */
export function readDraft(
  userId: string,
  kind: DraftKind,
): { savedAt: string; value: unknown } | null {
  try {
    const raw = window.localStorage.getItem(draftKey(userId, kind));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored<unknown>> | null;
    if (!parsed || typeof parsed !== 'object' || !('value' in parsed)) return null;
    return {
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
      value: parsed.value,
    };
  } catch (error) {
    console.warn('Could not read a draft.', error);
    return null;
  }
}

export function writeDraft(
  userId: string,
  kind: DraftKind,
  value: unknown,
  now = new Date(),
): void {
  try {
    const stored: Stored<unknown> = { savedAt: now.toISOString(), value };
    window.localStorage.setItem(draftKey(userId, kind), JSON.stringify(stored));
  } catch (error) {
    console.error('Could not store a draft.', error);
  }
}

export function clearDraft(userId: string, kind: DraftKind): void {
  try {
    window.localStorage.removeItem(draftKey(userId, kind));
  } catch (error) {
    console.error('Could not remove a draft.', error);
  }
}
