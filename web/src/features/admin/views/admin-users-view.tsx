import { PLAN_LIMITS } from '@jobfit/contracts';
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
import { useAdminUsers } from '../api/get-admin-users';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const usage = (used: number, limit: number | null) =>
  limit === null ? `${used}` : `${used} / ${limit}`;

/** Administrators: every user with plan, role, verification and this month's usage. */
export function AdminUsersView() {
  const { data, error, isLoading } = useAdminUsers();
  const forbidden = error instanceof ApiError && (error.status === 403 || error.status === 401);
  return (
    <>
      <PageHeader
        title="Administration"
        description="Users, plans and this month's usage. Plans and roles are set with npm run admin."
      />
      {forbidden ? (
        <EmptyContent
          icon={<LockRounded />}
          title="Not allowed"
          description="This page is for administrators only. Ask an administrator if you need access."
        />
      ) : error ? (
        <EmptyContent
          icon={<AdminPanelSettingsRounded />}
          title="Could not load the users"
          description={errorMessage(error, 'Try again in a moment.')}
        />
      ) : (
        <Card>
          {isLoading && <LinearProgress aria-label="Loading users" />}
          <TableContainer>
            <Table aria-label="Users" sx={{ minWidth: 860 }}>
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  <TableCell>Plan</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell align="right">Scans this month</TableCell>
                  <TableCell align="right">Documents this month</TableCell>
                  <TableCell>Joined</TableCell>
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
                        label={u.plan === 'pro' ? 'Pro' : 'Free'}
                        color={u.plan === 'pro' ? 'primary' : 'default'}
                        variant={u.plan === 'pro' ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell>{u.role === 'admin' ? 'Administrator' : 'User'}</TableCell>
                    <TableCell>
                      <Box
                        component="span"
                        sx={{
                          color: u.emailVerified ? 'success.main' : 'warning.main',
                          typography: 'body2',
                        }}
                      >
                        {u.emailVerified ? 'Verified' : 'Not verified'}
                      </Box>
                    </TableCell>
                    <TableCell align="right">
                      {usage(u.scansThisMonth, PLAN_LIMITS[u.plan].scansPerMonth)}
                    </TableCell>
                    <TableCell align="right">
                      {usage(u.documentsThisMonth, PLAN_LIMITS[u.plan].documentsPerMonth)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {day.format(new Date(u.createdAt))}
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
