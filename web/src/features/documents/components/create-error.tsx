import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { formatDate } from 'src/utils/format';
import type { CreateError as CreateErrorValue } from '../hooks/use-create-document';

/**
 * Why a document was not created; over the monthly quota, the way to Pro (docs/product.md, Plans
 * and quotas). Sits between a dialog's content and its buttons, where the user is looking.
 */
export function CreateError({ error }: { error: CreateErrorValue }) {
  return (
    <Box sx={{ px: 3, pt: 1 }}>
      <CreateErrorAlert error={error} />
    </Box>
  );
}

function CreateErrorAlert({ error }: { error: CreateErrorValue }) {
  const { i18n } = useLingui();
  if (!error.quota) return <Alert severity="error">{error.message}</Alert>;
  const resets = formatDate(error.quota.resetsAt, i18n.locale, { dateStyle: 'long' });
  const limit = error.quota.limit;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          component={RouterLink}
          to={paths.dashboard.subscription}
          color="inherit"
          size="small"
        >
          <Trans>Upgrade to Pro</Trans>
        </Button>
      }
    >
      <Trans>
        You have used all {limit} tailored documents of your Free plan this month. More on {resets};
        Pro has no limit.
      </Trans>
    </Alert>
  );
}
