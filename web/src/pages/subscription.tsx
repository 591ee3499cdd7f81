import { SubscriptionView } from 'src/features/subscription/views/subscription-view';

export function Subscription() {
  return (
    <>
      <title>{'Subscription | Jobfit'}</title>
      <SubscriptionView />
    </>
  );
}
