import type { ImportRefusalReason } from '@jobfit/contracts';
import { AppError } from '../../lib/errors.ts';

/** Why an import stopped, with a message safe to show the user (decision 170). */
export class ImportRefusal extends Error {
  readonly reason: ImportRefusalReason;

  constructor(reason: ImportRefusalReason, message: string) {
    super(message);
    this.name = 'ImportRefusal';
    this.reason = reason;
  }
}

/** The API's 422 `import_refused` for a refusal, its reason in `details`. */
export function toAppError(refusal: ImportRefusal): AppError {
  return new AppError('import_refused', refusal.message, { reason: refusal.reason });
}
