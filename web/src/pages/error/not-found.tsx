import { useLingui } from '@lingui/react/macro';
import { ErrorContent } from 'src/components/error-content/error-content';

// Its route loads the messages with the page (routes/index.tsx, decision 181).
export function NotFound() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Page not found | Jobfit`}</title>
      <ErrorContent
        code="404"
        title={t`Page not found`}
        description={t`The page you are looking for does not exist or has moved. Check the address, or start again from the dashboard.`}
      />
    </>
  );
}
