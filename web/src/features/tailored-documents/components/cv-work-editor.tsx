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
  if (work.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your master CV has no work experience to tailor.
      </Typography>
    );
  }
  return (
    <>
      {work.map((w, wi) => {
        const setBullets = (highlights: string[]) =>
          onChange(replaceAt(work, wi, { ...w, highlights }));
        const job = [w.position, w.name].filter(Boolean).join(', ') || `Job ${wi + 1}`;
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
                label="Job title"
                value={w.position ?? ''}
                slotProps={{ htmlInput: { 'aria-label': `Job title of job ${wi + 1}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, position: e.target.value }))}
              />
              <TextField
                size="small"
                label="Employer"
                value={w.name ?? ''}
                slotProps={{ htmlInput: { 'aria-label': `Employer of job ${wi + 1}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, name: e.target.value }))}
              />
              <TextField
                size="small"
                label="Location"
                value={w.location ?? ''}
                slotProps={{ htmlInput: { 'aria-label': `Location of job ${wi + 1}` } }}
                onChange={(e) => onChange(replaceAt(work, wi, { ...w, location: e.target.value }))}
              />
              <TextField
                size="small"
                label="About the role"
                multiline
                value={w.summary ?? ''}
                helperText="Printed under the job title."
                slotProps={{ htmlInput: { 'aria-label': `About the role of job ${wi + 1}` } }}
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
