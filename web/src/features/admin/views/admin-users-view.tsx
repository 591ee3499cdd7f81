import { PLAN_LIMITS } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { formatDate, formatNumber } from 'src/utils/format';
import { useAdminUsers } from '../api/get-admin-users';

/** "3 / 10" of a limited plan, "42" of an unlimited one, in the interface language's digits. */
const usage = (used: number, limit: number | null, locale: string) =>
  limit === null
    ? formatNumber(used, locale)
    : `${formatNumber(used, locale)} / ${formatNumber(limit, locale)}`;

/** Administrators: every user with plan, role, verification and this month's usage. */
export function AdminUsersView() {
  const { t, i18n } = useLingui();
  const { data, error, isLoading } = useAdminUsers();
  const forbidden = error instanceof ApiError && (error.status === 403 || error.status === 401);
  return (
    <>
      <PageHeader
        title={t`Administration`}
        description={t`Users, plans and this month's usage. Plans and roles are set with npm run admin.`}
      />
      {forbidden ? (
        <EmptyContent
          icon={<LockRounded />}
          title={t`Not allowed`}
          description={t`This page is for administrators only. Ask an administrator if you need access.`}
        />
      ) : error ? (
        <EmptyContent
          icon={<AdminPanelSettingsRounded />}
          title={t`Could not load the users`}
          description={errorMessage(error, t`Try again in a moment.`)}
        />
      ) : (
        <Card>
          {isLoading && <LinearProgress aria-label={t`Loading users`} />}
          <TableContainer>
            <Table aria-label={t`Users`} sx={{ minWidth: 860 }}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>User</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Plan</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans context="account role">Role</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>E-mail</Trans>
                  </TableCell>
                  <TableCell align="right">
                    <Trans>Scans this month</Trans>
                  </TableCell>
                  <TableCell align="right">
                    <Trans>Documents this month</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Joined</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((u) => (
                  <TableRow key={u.id} hover>
                    <TableCell>
                      <Typography variant="subtitle2">{u.name}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {u.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={u.plan === 'pro' ? t`Pro` : t`Free`}
                        color={u.plan === 'pro' ? 'primary' : 'default'}
                        variant={u.plan === 'pro' ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell>{u.role === 'admin' ? t`Administrator` : t`User`}</TableCell>
                    <TableCell>
                      <Box
                        component="span"
                        sx={{
                          color: u.emailVerified ? 'success.main' : 'warning.main',
                          typography: 'body2',
                        }}
                      >
                        {u.emailVerified ? t`Verified` : t`Not verified`}
                      </Box>
                    </TableCell>
                    <TableCell align="right">
                      {usage(u.scansThisMonth, PLAN_LIMITS[u.plan].scansPerMonth, i18n.locale)}
                    </TableCell>
                    <TableCell align="right">
                      {usage(
                        u.documentsThisMonth,
                        PLAN_LIMITS[u.plan].documentsPerMonth,
                        i18n.locale,
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(u.createdAt, i18n.locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
    </>
  );
}
