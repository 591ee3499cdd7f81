import Box from '@mui/material/Box';
import { DashboardOverviewView } from 'src/features/dashboard/views/dashboard-overview-view';
import { InsightsDashboardView } from 'src/features/insights/views/insights-dashboard-view';
import { useAuth } from 'src/hooks/use-auth';
import { getDisplayName } from 'src/utils/user-display';

export function Overview() {
  const { user } = useAuth();
  return (
    <>
      <title>{'Dashboard | Jobfit'}</title>
      <DashboardOverviewView name={getDisplayName(user)} />
      <Box sx={{ mt: 3 }}>
        <InsightsDashboardView />
      </Box>
    </>
  );
}
