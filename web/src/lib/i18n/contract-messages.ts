import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@jobfit/contracts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The messages the shared schemas (`@jobfit/contracts`, also checked by the server) give in
 * English, by that English text, for the forms outside the auth pages (decision 205). A test walks
 * the schemas the forms use and fails on a message missing here or in German.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'Enter your password': msg`Enter your password`,
  'Enter your name': msg`Enter your name`,
  'The passwords do not match': msg`The passwords do not match`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a lookup key: the contract’s English
  [`Use at least ${PASSWORD_MIN_LENGTH} characters`]: msg`Use at least ${PASSWORD_MIN_LENGTH} characters`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a lookup key: the contract’s English
  [`Use at most ${PASSWORD_MAX_LENGTH} characters`]: msg`Use at most ${PASSWORD_MAX_LENGTH} characters`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a lookup key: the contract’s English
  [`Use at most ${NAME_MAX_LENGTH} characters`]: msg`Use at most ${NAME_MAX_LENGTH} characters`,
  'Paste the job posting (at least 50 characters)': msg`Paste the job posting (at least 50 characters)`,
  'The posting is too long (200,000 characters at most)': msg`The posting is too long (200,000 characters at most)`,
  'Enter a web address starting with http:// or https://': msg`Enter a web address starting with http:// or https://`,
  'Enter the job title': msg`Enter the job title`,
  'Use a date like 2026-12-31': msg`Use a date like 2026-12-31`,
  'This date is not in the calendar': msg`This date is not in the calendar`,
};

/** A contracts message in the reader's language; any other text as it is. */
export function contractMessage(message: string): string {
  const descriptor = Object.hasOwn(MESSAGES, message) ? MESSAGES[message] : undefined;
  return descriptor ? i18n._(descriptor) : message;
}

function translateAll(errors: FieldErrors): void {
  for (const [key, error] of Object.entries(errors)) {
    // `ref` is the field's element, not an error.
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = contractMessage(error.message);
    // Nested fields (objects, arrays) carry their own errors.
    translateAll(error as FieldErrors);
  }
}

/**
 * A zod resolver whose messages from the contracts are shown in the reader's language.
 *
 * @example useForm({ resolver: translatedResolver(zodResolver(CreateScanInput)) })
 */
export function translatedResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateAll(result.errors);
    return result;
  };
}
