import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import SpaceDashboardRounded from '@mui/icons-material/SpaceDashboardRounded';
import WorkHistoryRounded from '@mui/icons-material/WorkHistoryRounded';
import type { NavGroupData } from 'src/components/nav-section/types';
import { paths } from 'src/routes/paths';

/**
 * The dashboard navigation as data (docs/product.md, Screens and routes), in the active language;
 * `allowedRoles` hides an item from other roles.
 */
export const navData = (i18n: I18n): NavGroupData[] => [
  {
    subheader: t(i18n)`Overview`,
    items: [
      { title: t(i18n)`Dashboard`, path: paths.dashboard.root, icon: <SpaceDashboardRounded /> },
    ],
  },
  {
    subheader: t(i18n)`Tools`,
    items: [
      {
        title: t(i18n)`Job Analyzer`,
        path: paths.dashboard.jobAnalyzer.root,
        icon: <AutoAwesomeRounded />,
        // Results and documents live under the analyzer; without these children they were
        // reachable only from a scan.
        children: [
          { title: t(i18n)`Analyzer`, path: paths.dashboard.jobAnalyzer.root },
          { title: t(i18n)`Scan results`, path: paths.dashboard.jobAnalyzer.results },
          {
            title: t(i18n)`Tailored documents`,
            path: paths.dashboard.jobAnalyzer.tailoredDocuments,
          },
        ],
      },
      {
        title: t(i18n)`Master CV`,
        path: paths.dashboard.masterCv,
        icon: <DescriptionRounded />,
        caption: t(i18n)`Your base CV for job matching`,
      },
      {
        title: t(i18n)`Job Tracker`,
        path: paths.dashboard.jobTargets,
        icon: <WorkHistoryRounded />,
        caption: t(i18n)`Track your job scans`,
      },
    ],
  },
  {
    subheader: t(i18n)`Management`,
    items: [
      {
        title: t(i18n)`Administration`,
        path: paths.dashboard.admin,
        icon: <AdminPanelSettingsRounded />,
        caption: t(i18n)`Users and plans`,
        allowedRoles: ['admin'],
      },
    ],
  },
];
