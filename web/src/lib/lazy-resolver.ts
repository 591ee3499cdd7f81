import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose real one (a zod schema with `zodResolver`) is imported on first
 * use, so a form can show before zod is loaded (decision 090). `preload` starts the import early,
 * e.g. when the form is first focused.
 *
 * @example const signIn = lazyResolver<SignInInput>(() => import('./sign-in-resolver').then((m) => m.resolver));
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload() };
}
