import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CV_TEMPLATE_IDS } from '@jobfit/contracts';

type TemplateId = (typeof CV_TEMPLATE_IDS)[number];

// Names and looks as the engine's templates (docs/decisions/050): both single column, real text.
export const TEMPLATES: readonly { id: TemplateId; name: string; hint: string }[] = [
  { id: 'classic', name: 'Classic', hint: 'Serif, centred name, capital headings' },
  { id: 'modern', name: 'Modern', hint: 'Sans-serif, name on the left, blue headings' },
];

type TemplatePickerProps = { value: TemplateId; onChange: (next: TemplateId) => void };

/** The CV template: two ATS-friendly looks. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_, next: TemplateId | null) => next && onChange(next)}
      aria-label="CV template"
      sx={{
        '& .MuiToggleButton-root': {
          flexDirection: 'column',
          alignItems: 'flex-start',
          textAlign: 'left',
          px: 2,
          py: 1.25,
          textTransform: 'none',
        },
      }}
    >
      {TEMPLATES.map((t) => (
        <ToggleButton key={t.id} value={t.id} aria-label={t.name}>
          <Typography variant="subtitle2" component="span">
            {t.name}
          </Typography>
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
            {t.hint}
          </Typography>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
