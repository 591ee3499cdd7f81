import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { createCalendarLink } from '../api/create-calendar-link';
import { disableCalendarFeed } from '../api/disable-calendar-feed';
import { CALENDAR_DOWNLOAD_URL, useCalendarFeed } from '../api/get-calendar-feed';
import { formatDate } from 'src/utils/format';
import { SectionCard } from './section-card';

type Confirm = 'reset' | 'off' | null;

const CONFIRM = {
  reset: {
    title: msg`Reset the subscription link?`,
    text: msg`Calendars subscribed to the current link stop updating. You get a new link to add again.`,
    action: msg`Reset link`,
  },
  off: {
    title: msg`Turn the subscription off?`,
    text: msg`Calendars subscribed to the link stop updating. Events they already show may stay until you remove the calendar there.`,
    action: msg`Turn off`,
  },
} as const;

/** Deadlines, interviews and follow-ups as an .ics download or a private subscription link. */
export function CalendarCard() {
  const { t: tr, i18n } = useLingui();
  const { data: feed, error } = useCalendarFeed();
  // The link exists in the browser only after it is made: the server keeps a hash of it.
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
      setConfirm(null);
    } catch (err) {
      toast.error(errorMessage(err, failure));
    } finally {
      setBusy(false);
    }
  };
  const makeLink = () =>
    run(async () => setUrl((await createCalendarLink()).url), t`Could not make the link`);
  const turnOff = () =>
    run(
      async () => {
        await disableCalendarFeed();
        setUrl(null);
        toast.success(t`Calendar subscription turned off`);
      },
      t`Could not turn the subscription off`,
    );
  const since = feed?.createdAt ? formatDate(feed.createdAt, i18n.locale) : '';
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Could not copy: select the link and copy it yourself`);
    }
  };

  return (
    <Box id="calendar" sx={{ scrollMarginTop: 96 }}>
      <SectionCard
        title={tr`Calendar`}
        description={tr`The deadlines, interviews and follow-ups of your tracked jobs, in your calendar app.`}
      >
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            href={CALENDAR_DOWNLOAD_URL}
            download
          >
            <Trans>Download .ics</Trans>
          </Button>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          <Trans>Subscription link</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          <Trans>
            Add it to Google Calendar, Outlook or Apple Calendar (&ldquo;From URL&rdquo;) and they
            keep up as your jobs change. Anyone with the link can see these dates: keep it private.
          </Trans>
        </Typography>
        {error && !feed && (
          <Alert severity="error">
            {errorMessage(error, tr`Could not load the subscription.`)}
          </Alert>
        )}
        {url && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
            <TextField
              value={url}
              label={tr`Your private link`}
              fullWidth
              size="small"
              helperText={tr`Copy it now: it is shown only once. To see a link again, reset it.`}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  readOnly: true,
                  onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
                },
              }}
            />
            <Button
              variant="contained"
              startIcon={<ContentCopyRounded />}
              onClick={() => void copy()}
            >
              <Trans>Copy</Trans>
            </Button>
          </Box>
        )}
        {feed?.enabled && !url && feed.createdAt && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            <Trans>
              On since {since}. The link was shown when it was made; to add it to another calendar,
              reset it.
            </Trans>
          </Typography>
        )}
        {feed && !feed.enabled && (
          <Button variant="contained" loading={busy} onClick={() => void makeLink()}>
            <Trans>Create subscription link</Trans>
          </Button>
        )}
        {feed?.enabled && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setConfirm('reset')}>
              <Trans>Reset link</Trans>
            </Button>
            <Button color="error" onClick={() => setConfirm('off')}>
              <Trans>Turn off</Trans>
            </Button>
          </Box>
        )}
      </SectionCard>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="calendar-confirm-title"
      >
        {confirm && (
          <>
            <DialogTitle id="calendar-confirm-title">{i18n._(CONFIRM[confirm].title)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{i18n._(CONFIRM[confirm].text)}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3 }}>
              <Button color="inherit" onClick={() => setConfirm(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                variant="contained"
                color={confirm === 'off' ? 'error' : 'primary'}
                loading={busy}
                onClick={() => void (confirm === 'off' ? turnOff() : makeLink())}
              >
                {i18n._(CONFIRM[confirm].action)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
