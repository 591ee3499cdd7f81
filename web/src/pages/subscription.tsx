import { useLingui } from '@lingui/react/macro';
import { SubscriptionView } from 'src/features/subscription/views/subscription-view';

export function Subscription() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Subscription | Jobfit`}</title>
      <SubscriptionView />
    </>
  );
}
