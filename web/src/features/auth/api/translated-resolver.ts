import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput } from '@jobfit/contracts';
import { translatedResolver } from 'src/lib/i18n/contract-messages';

/** The sign-in form's resolver, which its page loads on first use (decision 090). */
export const signInResolver = () =>
  translatedResolver<SignInInput, unknown, SignInInput>(zodResolver(SignInInput));
