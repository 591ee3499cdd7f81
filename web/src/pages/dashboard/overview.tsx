import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useDeferredValue } from 'react';
import {
  DashboardBodySkeleton,
  DashboardOverviewView,
  DashboardWelcome,
  useDashboardReady,
} from 'src/features/dashboard/views/dashboard-overview-view';
import { DashboardInsightsView } from 'src/features/dashboard/views/dashboard-insights-view';
import { useAuth } from 'src/hooks/use-auth';
import { getDisplayName } from 'src/utils/user-display';

export function Overview() {
  const { t } = useLingui();
  const { user } = useAuth();
  // The body renders in slices when the data arrives: SWR's store would render it at once.
  const ready = useDeferredValue(useDashboardReady());
  return (
    <>
      <title>{t`Dashboard | Jobfit`}</title>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <DashboardWelcome name={getDisplayName(user)} />
        {ready ? (
          <>
            <DashboardOverviewView />
            <DashboardInsightsView />
          </>
        ) : (
          <DashboardBodySkeleton />
        )}
      </Box>
    </>
  );
}
