import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Resume } from '@jobfit/contracts';
import { dateRange } from '../utils/cv-preview-model';
import { moveItem, removeAt, replaceAt } from '../utils/move-item';
import { MoveButtons } from './move-buttons';
import { RephraseButton } from './rephrase-button';

type Work = Resume['work'][number];

type CvWorkEditorProps = {
  work: Work[];
  onChange: (work: Work[]) => void;
  /** Set when the optional LLM is on: offers a rephrasing per bullet. */
  rephraseFor?: string;
};

/**
 * Each job's title, employer and bullets: edit, reorder, add, remove. Dates stay as in the master
 * CV: tailoring never changes when someone worked somewhere.
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
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
              {w.highlights.map((h, hi) => (
                <Box key={hi} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    fullWidth
                    multiline
                    value={h}
                    slotProps={{ htmlInput: { 'aria-label': `${job}, bullet ${hi + 1}` } }}
                    onChange={(e) => setBullets(replaceAt(w.highlights, hi, e.target.value))}
                  />
                  <Box sx={{ display: 'flex', flexShrink: 0, pt: 0.25 }}>
                    {rephraseFor && (
                      <RephraseButton
                        documentId={rephraseFor}
                        kind="bullet"
                        text={h}
                        onAccept={(s) => setBullets(replaceAt(w.highlights, hi, s))}
                      />
                    )}
                    <MoveButtons
                      name={`bullet ${hi + 1} of ${job}`}
                      index={hi}
                      count={w.highlights.length}
                      onMove={(to) => setBullets(moveItem(w.highlights, hi, to))}
                      onRemove={() => setBullets(removeAt(w.highlights, hi))}
                    />
                  </Box>
                </Box>
              ))}
              <Box>
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<AddRounded />}
                  onClick={() => setBullets([...w.highlights, ''])}
                >
                  Add bullet
                </Button>
              </Box>
            </Box>
          </Box>
        );
      })}
    </>
  );
}
