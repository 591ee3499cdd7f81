import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatNumber } from 'src/utils/format';
import type { UploadProgress } from '../api/upload-cv';

/**
 * What the step says and how full the bar is: the share of bytes sent, then of pages read (each
 * page as one part, the search for sections as the last); no value while waiting for the server.
 */
function describe(progress: UploadProgress, i18n: I18n): { text: string; value?: number } {
  if (progress.step === 'upload' && progress.fraction < 1) {
    const percent = formatNumber(progress.fraction, i18n.locale, { style: 'percent' });
    return { text: i18n._(msg`Uploading… ${percent}`), value: Math.round(progress.fraction * 100) };
  }
  if (progress.step === 'page') {
    const { page, pages } = progress;
    return {
      text: i18n._(msg`Reading page ${page} of ${pages}…`),
      value: Math.round((100 * page) / (pages + 1)),
    };
  }
  if (progress.step === 'sections') return { text: i18n._(msg`Finding sections…`), value: 100 };
  return { text: i18n._(msg`Reading your CV…`) };
}

/** The upload's current step, said politely to screen readers and drawn as a progress bar. */
export function UploadStatus({ progress }: { progress: UploadProgress }) {
  const { t, i18n } = useLingui();
  const { text, value } = describe(progress, i18n);
  return (
    <>
      <Typography
        role="status"
        aria-live="polite"
        data-testid="cv-upload-status"
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {text}
      </Typography>
      <LinearProgress
        aria-label={t`Upload progress`}
        aria-valuetext={text}
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value ?? 0}
        sx={{ mt: 1, height: 6, borderRadius: 3 }}
      />
    </>
  );
}
