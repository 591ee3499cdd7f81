import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { ApiError } from 'src/lib/api-error';

type LoadErrorProps = {
  /** What failed to load, as a noun: "scan", "document". */
  thing: string;
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
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = notFound
    ? `${thing[0]?.toUpperCase()}${thing.slice(1)} not found`
    : `Could not load this ${thing}`;
  return (
    <EmptyContent
      icon={icon}
      title={title}
      description={
        notFound ? 'It may have been deleted.' : error instanceof Error ? error.message : undefined
      }
      action={
        <Button component={RouterLink} to={backTo} variant="contained" color="inherit">
          {backLabel}
        </Button>
      }
    />
  );
}
