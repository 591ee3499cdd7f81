import type { Resume } from '@jobfit/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from 'src/hooks/use-auth';
import { clearDraft, readDraft, writeDraft } from 'src/utils/draft-storage';
import { createCvFormResolver } from '../utils/cv-form-resolver';
import { type CvFormValues, normalizeFormValues } from '../utils/resume-form';

const SAVE_DELAY_MS = 300;

type UseCvFormOptions = {
  /** Draft slot: `cv-manual`, `cv-review`, `cv-master`. */
  kind: string;
  initialValues: CvFormValues;
  /** Sections the editor does not show, kept on save. */
  baseResume?: Resume;
  /** Stored with the values (the upload being reviewed, the version being edited). */
  extra?: Record<string, unknown>;
};

/**
 * The CV editor's form: validated with the contracts schema, restored from and saved to a local
 * draft on every change, so a failed save or a closed tab loses nothing.
 */
export function useCvForm({ kind, initialValues, baseResume, extra }: UseCvFormOptions) {
  const { user } = useAuth();
  const userId = user?.id ?? 'anonymous';
  const [restored] = useState(() => {
    const stored = readDraft(userId, kind);
    const value = stored?.value as Record<string, unknown> | undefined;
    return value?.values
      ? { values: normalizeFormValues(value.values), savedAt: stored?.savedAt ?? '', extra: value }
      : null;
  });
  const baseRef = useRef(baseResume);
  baseRef.current = baseResume;
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const initialJson = useRef(JSON.stringify(initialValues));
  const resolver = useMemo(() => createCvFormResolver(() => baseRef.current), []);
  const methods = useForm<CvFormValues>({
    defaultValues: restored?.values ?? initialValues,
    resolver,
    mode: 'onTouched',
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: CvFormValues | undefined;
    const flush = () => {
      if (!pending) return;
      const json = JSON.stringify(pending);
      if (json === initialJson.current) clearDraft(userId, kind);
      else writeDraft(userId, kind, { ...extraRef.current, values: pending });
      pending = undefined;
    };
    const subscription = methods.watch((values) => {
      pending = values as CvFormValues;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      flush();
    };
  }, [methods, userId, kind]);

  /** After a successful save: the saved values are the new baseline and the draft goes. */
  const markSaved = (values: CvFormValues) => {
    initialJson.current = JSON.stringify(values);
    methods.reset(values);
    clearDraft(userId, kind);
  };

  /** Throws the local changes away and starts again from `values`. */
  const discard = (values: CvFormValues) => markSaved(values);

  return {
    methods,
    userId,
    restoredAt: restored?.savedAt ?? null,
    restoredExtra: restored?.extra ?? null,
    markSaved,
    discard,
  };
}
