import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CV_TEMPLATE_IDS } from '@jobfit/contracts';

type TemplateId = (typeof CV_TEMPLATE_IDS)[number];

// Names and looks as the engine's templates (docs/decisions/050): both single column, real text.
export const TEMPLATES: readonly {
  id: TemplateId;
  name: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { id: 'classic', name: msg`Classic`, hint: msg`Serif, centred name, capital headings` },
  { id: 'modern', name: msg`Modern`, hint: msg`Sans-serif, name on the left, blue headings` },
];

type TemplatePickerProps = { value: TemplateId; onChange: (next: TemplateId) => void };

/** The CV template: two ATS-friendly looks. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  const { t, i18n } = useLingui();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_, next: TemplateId | null) => next && onChange(next)}
      aria-label={t`CV template`}
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
      {TEMPLATES.map((template) => (
        <ToggleButton key={template.id} value={template.id} aria-label={i18n._(template.name)}>
          <Typography variant="subtitle2" component="span">
            {i18n._(template.name)}
          </Typography>
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
            {i18n._(template.hint)}
          </Typography>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
