import { t } from '@lingui/core/macro';
import { Resume } from '@jobfit/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { Resume as ResumeType } from '@jobfit/contracts';
import { resumePathToFormPath } from './resume-errors';
import { formToResume } from './form-to-resume';
import type { CvFormValues } from './resume-form';

function setIn(target: Record<string, unknown>, path: string, error: FieldError) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  const last = keys.at(-1);
  if (last && !(last in node)) node[last] = error;
}

/**
 * Validates the form with the same contracts `Resume` schema the server uses, mapping each issue
 * back to the input it came from.
 */
export function createCvFormResolver(base?: () => ResumeType | undefined): Resolver<CvFormValues> {
  return (values) => {
    const { resume, indexMap } = formToResume(values, base?.());
    const parsed = Resume.safeParse(resume);
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = resumePathToFormPath(issue.path.join('.'), indexMap);
      if (path) setIn(errors, path, { type: issue.code, message: issue.message });
    }
    // An issue with no field of its own (a section the editor does not show) still blocks saving.
    if (Object.keys(errors).length === 0) {
      errors.root = { type: 'schema', message: parsed.error.issues[0]?.message ?? t`Invalid CV` };
    }
    return { values: {}, errors: errors as FieldErrors<CvFormValues> };
  };
}
