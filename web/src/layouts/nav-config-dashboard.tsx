import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import SpaceDashboardRounded from '@mui/icons-material/SpaceDashboardRounded';
import WorkHistoryRounded from '@mui/icons-material/WorkHistoryRounded';
import type { NavGroupData } from 'src/components/nav-section/types';
import { paths } from 'src/routes/paths';

/** The dashboard navigation as data (spec §2); `allowedRoles` hides an item from other roles (spec §6). */
export const navData: NavGroupData[] = [
  {
    subheader: 'Overview',
    items: [{ title: 'Dashboard', path: paths.dashboard.root, icon: <SpaceDashboardRounded /> }],
  },
  {
    subheader: 'Tools',
    items: [
      {
        title: 'Job Analyzer',
        path: paths.dashboard.jobAnalyzer.root,
        icon: <AutoAwesomeRounded />,
        // Results and documents live under the analyzer; without these children they were
        // reachable only from a scan (issue 19).
        children: [
          { title: 'Analyzer', path: paths.dashboard.jobAnalyzer.root },
          { title: 'Scan results', path: paths.dashboard.jobAnalyzer.results },
          { title: 'Tailored documents', path: paths.dashboard.jobAnalyzer.tailoredDocuments },
        ],
      },
      {
        title: 'Master CV',
        path: paths.dashboard.masterCv,
        icon: <DescriptionRounded />,
        caption: 'Your base CV for job matching',
      },
      {
        title: 'Job Tracker',
        path: paths.dashboard.jobTargets,
        icon: <WorkHistoryRounded />,
        caption: 'Track your job scans',
      },
    ],
  },
  {
    subheader: 'Management',
    items: [
      {
        title: 'Administration',
        path: paths.dashboard.admin,
        icon: <AdminPanelSettingsRounded />,
        caption: 'Users and plans',
        allowedRoles: ['admin'],
      },
    ],
  },
];
