import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SignInInput } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The shared schemas (`@jobfit/contracts`, also checked by the server) say their messages in
 * English; the auth forms show them in the reader's language.
 */
function translate(message: string): string {
  switch (message) {
    case 'Enter a valid e-mail address':
      return t`Enter a valid e-mail address`;
    case 'Enter your password':
      return t`Enter your password`;
    case 'Enter your name':
      return t`Enter your name`;
    case 'The passwords do not match':
      return t`The passwords do not match`;
    case `Use at least ${PASSWORD_MIN_LENGTH} characters`:
      return t`Use at least ${PASSWORD_MIN_LENGTH} characters`;
    case `Use at most ${PASSWORD_MAX_LENGTH} characters`:
      return t`Use at most ${PASSWORD_MAX_LENGTH} characters`;
    default:
      return message;
  }
}

/** The resolver with its field messages translated (the auth forms' fields are flat). */
export function translatedResolver<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = translate(error.message);
    }
    return result;
  };
}

/** The sign-in form's resolver, which its page loads on first use (decision 090). */
export const signInResolver = () => translatedResolver<SignInInput>(zodResolver(SignInInput));
