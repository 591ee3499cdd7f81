/** Why an input could not be read. Each code maps to a clear message and an HTTP status. */
export type EngineErrorCode =
  | 'unsupported_type'
  | 'too_large'
  | 'too_many_pages'
  | 'no_text_layer'
  | 'encrypted'
  | 'corrupt'
  | 'invalid_json_resume'
  | 'empty';

/**
 * The one error the engine throws on bad input; anything else escaping the engine is a bug.
 *
 * @example throw new EngineError('no_text_layer', 'This PDF has no text layer: it looks like a scanned image.')
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}
