import { Trans, useLingui } from '@lingui/react/macro';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ParseWarning } from '@jobfit/contracts';
import { engineText, warningText } from 'src/lib/engine-text/engine-text';
import { formatNumber } from 'src/utils/format';
import { fieldLabel, type FieldHint } from '../utils/field-confidence';

const PERCENT = { style: 'percent' } as const;

/** The parser's warnings about the file, as one alert. */
export function ParseWarnings({ warnings }: { warnings: ParseWarning[] }) {
  const { i18n } = useLingui();
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>
        <Trans>About your file</Trans>
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w) => (
          <li key={`${w.code}-${w.message}`}>{warningText(i18n, w)}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** Fields the parser was least sure of, first; each jumps to its input. */
export function FieldsToCheck({
  fields,
  onSelect,
}: {
  fields: FieldHint[];
  onSelect: (formPath: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (fields.length === 0) return null;
  return (
    <Card
      sx={{
        p: 2.5,
        border: '1px solid',
        borderColor: 'rgb(var(--palette-warning-mainChannel) / 0.32)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <FactCheckRounded sx={{ color: 'warning.main' }} />
        <Typography component="h2" variant="subtitle1">
          <Trans>Check these first</Trans>
        </Typography>
        <Chip size="small" color="warning" variant="outlined" label={fields.length} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        <Trans>
          We were least sure about these fields. They are highlighted in the form below.
        </Trans>
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        {fields.map((f) => {
          const label = fieldLabel(f.path, i18n);
          const reason = engineText(i18n, f.reason, f.reasonText);
          return (
            <li key={f.path}>
              <ButtonBase
                disabled={!f.formPath}
                onClick={() => f.formPath && onSelect(f.formPath)}
                aria-label={t`Check ${label}: ${reason}`}
                sx={{
                  width: 1,
                  px: 1.5,
                  py: 1,
                  gap: 1.5,
                  borderRadius: 1,
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  sx={{
                    px: 0.75,
                    borderRadius: 0.75,
                    typography: 'caption',
                    fontWeight: 700,
                    color: 'warning.dark',
                    bgcolor: 'rgb(var(--palette-warning-mainChannel) / 0.16)',
                  }}
                >
                  {formatNumber(f.score, i18n.locale, PERCENT)}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2">{label}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {reason}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Card>
  );
}
