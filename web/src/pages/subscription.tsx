import { useLingui } from '@lingui/react/macro';
import { PlanView } from 'src/features/plan/views/plan-view';

export function Subscription() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Subscription | Jobfit`}</title>
      <PlanView />
    </>
  );
}
