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
import { SectionCard } from './section-card';

type Confirm = 'reset' | 'off' | null;

const CONFIRM = {
  reset: {
    title: 'Reset the subscription link?',
    text: 'Calendars subscribed to the current link stop updating. You get a new link to add again.',
    action: 'Reset link',
  },
  off: {
    title: 'Turn the subscription off?',
    text: 'Calendars subscribed to the link stop updating. Events they already show may stay until you remove the calendar there.',
    action: 'Turn off',
  },
} as const;

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Deadlines, interviews and follow-ups as an .ics download or a private subscription link. */
export function CalendarCard() {
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
    run(async () => setUrl((await createCalendarLink()).url), 'Could not make the link');
  const turnOff = () =>
    run(async () => {
      await disableCalendarFeed();
      setUrl(null);
      toast.success('Calendar subscription turned off');
    }, 'Could not turn the subscription off');
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself');
    }
  };

  return (
    <Box id="calendar" sx={{ scrollMarginTop: 96 }}>
      <SectionCard
        title="Calendar"
        description="The deadlines, interviews and follow-ups of your tracked jobs, in your calendar app."
      >
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            href={CALENDAR_DOWNLOAD_URL}
            download
          >
            Download .ics
          </Button>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          Subscription link
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          Add it to Google Calendar, Outlook or Apple Calendar (&ldquo;From URL&rdquo;) and they
          keep up as your jobs change. Anyone with the link can see these dates: keep it private.
        </Typography>
        {error && !feed && (
          <Alert severity="error">{errorMessage(error, 'Could not load the subscription.')}</Alert>
        )}
        {url && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
            <TextField
              value={url}
              label="Your private link"
              fullWidth
              size="small"
              helperText="Copy it now: it is shown only once. To see a link again, reset it."
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
              Copy
            </Button>
          </Box>
        )}
        {feed?.enabled && !url && feed.createdAt && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            On since {dayFormat.format(new Date(feed.createdAt))}. The link was shown when it was
            made; to add it to another calendar, reset it.
          </Typography>
        )}
        {feed && !feed.enabled && (
          <Button variant="contained" loading={busy} onClick={() => void makeLink()}>
            Create subscription link
          </Button>
        )}
        {feed?.enabled && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setConfirm('reset')}>
              Reset link
            </Button>
            <Button color="error" onClick={() => setConfirm('off')}>
              Turn off
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
            <DialogTitle id="calendar-confirm-title">{CONFIRM[confirm].title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{CONFIRM[confirm].text}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3 }}>
              <Button color="inherit" onClick={() => setConfirm(null)}>
                Cancel
              </Button>
              <Button
                variant="contained"
                color={confirm === 'off' ? 'error' : 'primary'}
                loading={busy}
                onClick={() => void (confirm === 'off' ? turnOff() : makeLink())}
              >
                {CONFIRM[confirm].action}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
