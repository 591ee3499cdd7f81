import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';

/** Account settings' security: two-factor sign-in and passkeys (decision 180). */
export function SecuritySection() {
  return (
    <>
      <TwoFactorCard />
      <PasskeysCard />
    </>
  );
}
