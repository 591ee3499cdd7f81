import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateRange, type Resume } from '@jobfit/contracts';
import { replaceAt } from '../utils/move-item';
import { BulletsEditor } from './bullets-editor';

type Work = Resume['work'][number];

type CvWorkEditorProps = {
  work: Work[];
  onChange: (work: Work[]) => void;
  /** Set when the optional LLM is on: offers a rephrasing per bullet. */
  rephraseFor?: string;
};

/**
 * Each job's title, employer, place, line about the role and bullets: edit, reorder, add, remove.
 * Dates stay as in the master CV: tailoring never changes when someone worked somewhere.
 */
export function CvWorkEditor({ work, onChange, rephraseFor }: CvWorkEditorProps) {
  const { t } = useLingui();
  if (work.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>Your master CV has no work experience to tailor.</Trans>
      </Typography>
    );
  }
  return (
    <>
      {work.map((w, wi) => {
        const setBullets = (highlights: string[]) =>
          onChange(replaceAt(work, wi, { ...w, highlights }));
        const number = wi + 1;
        const job = [w.position, w.name].filter(Boolean).join(', ') || t`Job ${number}`;
        return (
          <Box key={wi} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {job}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {dateRange(w.startDate, w.endDate, w.current)}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { sm: '1fr 1fr' },
                gap: 1,
                mt: 1,
              }}
            >
              <TextField
                size="small"
                label={t`Job title`}
                value={w.position ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Job title of job ${number}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, position: e.target.value }))}
              />
              <TextField
                size="small"
                label={t`Employer`}
                value={w.name ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Employer of job ${number}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, name: e.target.value }))}
              />
              <TextField
                size="small"
                label={t`Location`}
                value={w.location ?? ''}
                slotProps={{ htmlInput: { 'aria-label': t`Location of job ${number}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, location: e.target.value }))}
              />
              <TextField
                size="small"
                label={t`About the role`}
                multiline
                value={w.summary ?? ''}
                helperText={t`Printed under the job title.`}
                slotProps={{ htmlInput: { 'aria-label': t`About the role of job ${number}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, summary: e.target.value }))}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
              <BulletsEditor
                bullets={w.highlights}
                owner={job}
                rephraseFor={rephraseFor}
                onChange={setBullets}
              />
            </Box>
          </Box>
        );
      })}
    </>
  );
}
