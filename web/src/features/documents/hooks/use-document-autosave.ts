import { t } from '@lingui/core/macro';
import type { JobfitDocument } from '@jobfit/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { clearDraft, readDraft, writeDraft } from 'src/utils/draft-storage';
import { documentUrl, getDocument } from '../api/get-document';
import { updateDocument } from '../api/update-document';
import {
  documentDraftKind,
  type EditorState,
  editorStateOf,
  restorableDraft,
  sameState,
} from '../utils/editor-draft';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

/** Quiet time after the last edit before it is sent (a typing pause, not every key). */
const AUTOSAVE_DELAY_MS = 800;

/**
 * The editor's state with autosave: every edit is kept on the device at once (never lost), then
 * sent with the version it started from. A 409 stops saving until the user reloads or overwrites;
 * any other failure keeps the draft and retries on the next edit or on `retry`.
 */
export function useDocumentAutosave(doc: JobfitDocument, userId: string) {
  const kind = documentDraftKind(doc.id);
  const [initial] = useState(() => {
    const draft = restorableDraft(doc, readDraft(userId, kind)?.value);
    return draft && !sameState(draft.state, editorStateOf(doc)) ? draft : null;
  });
  const [server, setServer] = useState(doc);
  const [state, setState] = useState<EditorState>(() => initial?.state ?? editorStateOf(doc));
  const [status, setStatus] = useState<SaveStatus>(initial ? 'pending' : 'saved');
  const [error, setError] = useState<string | null>(null);

  const stateRef = useRef(state);
  const versionRef = useRef(initial?.baseVersion ?? doc.version);
  const statusRef = useRef(status);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);

  const setStatusBoth = (next: SaveStatus) => {
    statusRef.current = next;
    setStatus(next);
  };

  const save = useCallback(
    (force = false): Promise<boolean> => {
      clearTimeout(timer.current);
      if (inFlight.current) {
        again.current = true;
        return inFlight.current;
      }
      const sending = stateRef.current;
      setStatusBoth('saving');
      const run = (async () => {
        try {
          const saved = await updateDocument(doc.id, {
            content: sending.content,
            ...(sending.template ? { template: sending.template } : {}),
            pageSize: sending.pageSize,
            baseVersion: versionRef.current,
            ...(force ? { force: true } : {}),
          });
          versionRef.current = saved.version;
          setServer(saved);
          setError(null);
          void mutate(documentUrl(doc.id), saved, { revalidate: false });
          if (sameState(stateRef.current, sending)) {
            clearDraft(userId, kind);
            setStatusBoth('saved');
            return true;
          }
          // Typed while the save was on its way: keep that draft against the new version.
          writeDraft(userId, kind, { baseVersion: saved.version, state: stateRef.current });
          again.current = true;
          setStatusBoth('pending');
          return false;
        } catch (err) {
          again.current = false;
          if (err instanceof ApiError && err.status === 409) {
            setStatusBoth('conflict');
          } else {
            setError(errorMessage(err, t`The document could not be saved.`));
            setStatusBoth('error');
          }
          return false;
        } finally {
          inFlight.current = null;
          if (again.current) {
            again.current = false;
            timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
          }
        }
      })();
      inFlight.current = run;
      return run;
    },
    [doc.id, userId, kind],
  );

  /** Applies an edit: stored on the device now, sent after a pause. */
  const update = useCallback(
    (edit: (prev: EditorState) => EditorState) => {
      const next = edit(stateRef.current);
      stateRef.current = next;
      setState(next);
      writeDraft(userId, kind, { baseVersion: versionRef.current, state: next });
      if (statusRef.current === 'conflict') return;
      if (statusRef.current !== 'saving') setStatusBoth('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [kind, save, userId],
  );

  /** Sends what is waiting now (before an export); true when the server has the latest edits. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (statusRef.current === 'saved') return true;
    if (statusRef.current === 'conflict') return false;
    return save();
  }, [save]);

  /** After a 409: drop the local edits and take the stored version. */
  const reload = useCallback(async () => {
    const fresh = await getDocument(doc.id);
    clearTimeout(timer.current);
    clearDraft(userId, kind);
    versionRef.current = fresh.version;
    stateRef.current = editorStateOf(fresh);
    setState(stateRef.current);
    setServer(fresh);
    setError(null);
    setStatusBoth('saved');
    void mutate(documentUrl(doc.id), fresh, { revalidate: false });
  }, [doc.id, kind, userId]);

  // A restored draft is sent once the editor opens; whatever is pending goes out on leaving.
  useEffect(() => {
    if (initial) timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      if (statusRef.current === 'pending') void save();
    };
  }, [initial, save]);

  return {
    state,
    server,
    status,
    error,
    restored: initial !== null,
    update,
    flush,
    retry: () => void save(),
    reload,
    overwrite: () => save(true),
  };
}
