import { t } from '@lingui/core/macro';
import type { MasterCv, Resume, SaveCvInput } from '@jobfit/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { saveMasterCv } from '../api/save-master-cv';
import { mapServerFieldErrors } from '../utils/resume-errors';
import { formToResume } from '../utils/form-to-resume';
import type { CvFormValues } from '../utils/resume-form';

type SaveOptions = Omit<SaveCvInput, 'resume'> & { base?: Resume };

/**
 * Saves the form as the master CV. Field errors from the server land on their inputs; other
 * failures become a message; a 409 is reported as a conflict for the caller to resolve.
 */
export function useSaveCv(methods: UseFormReturn<CvFormValues>) {
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (
    values: CvFormValues,
    { base, ...input }: SaveOptions,
  ): Promise<MasterCv | null> => {
    setError(null);
    setSaving(true);
    const { resume, indexMap } = formToResume(values, base);
    try {
      return await saveMasterCv({ ...input, resume });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setConflict(true);
      } else if (err instanceof ApiError && err.status === 400) {
        const mapped = mapServerFieldErrors(err.details, indexMap);
        for (const [path, message] of Object.entries(mapped.fields)) {
          methods.setError(path as never, { type: 'server', message }, { shouldFocus: true });
        }
        setError(
          mapped.other.length
            ? mapped.other.join(' ')
            : t`Some fields need a fix before saving: they are marked below.`,
        );
      } else {
        const message = errorMessage(err);
        setError(t`${message} Your changes are kept on this device.`);
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, error, conflict, clearConflict: () => setConflict(false) };
}
