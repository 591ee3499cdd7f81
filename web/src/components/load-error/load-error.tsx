import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { ApiError } from 'src/lib/api-error';

/** Each thing's titles as whole sentences, so a language can inflect the noun (decision 181). */
const TITLES = {
  scan: { notFound: msg`Scan not found`, failed: msg`Could not load this scan` },
  document: { notFound: msg`Document not found`, failed: msg`Could not load this document` },
} as const;

type LoadErrorProps = {
  /** What failed to load. */
  thing: keyof typeof TITLES;
  error: unknown;
  icon: ReactNode;
  /** The list to go back to. */
  backTo: string;
  backLabel: string;
};

/**
 * A page whose one resource did not load: "<Thing> not found" when the API says it does not
 * exist (404, or 400 for an id that cannot be one), else the error's message; a link back to the
 * list either way.
 *
 * @example <LoadError thing="scan" error={error} icon={<InsightsRounded />} backTo={paths.results} backLabel="All scans" />
 */
export function LoadError({ thing, error, icon, backTo, backLabel }: LoadErrorProps) {
  const { t, i18n } = useLingui();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = i18n._(notFound ? TITLES[thing].notFound : TITLES[thing].failed);
  return (
    <EmptyContent
      icon={icon}
      title={title}
      description={
        notFound ? t`It may have been deleted.` : error instanceof Error ? error.message : undefined
      }
      action={
        <Button component={RouterLink} to={backTo} variant="contained" color="inherit">
          {backLabel}
        </Button>
      }
    />
  );
}
