import type { ImportRefusalReason } from '@jobfit/contracts';
import { AppError } from '../../lib/errors.ts';
import type { ServerText } from '../../lib/i18n/server-text.ts';

/** Why an import stopped, with a message safe to show the user (decision 170). */
export class ImportRefusal extends Error {
  readonly reason: ImportRefusalReason;
  readonly text: ServerText;

  constructor(reason: ImportRefusalReason, text: ServerText) {
    super(text.english);
    this.text = text;
    this.name = 'ImportRefusal';
    this.reason = reason;
  }
}

/** The API's 422 `import_refused` for a refusal, its reason in `details`. */
export function toAppError(refusal: ImportRefusal): AppError {
  return new AppError('import_refused', refusal.text, { reason: refusal.reason });
}
