import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Knockout } from '../utils/scan-details';

const KIND: Record<string, string> = {
  minimum_years: 'Minimum experience',
  work_authorization: 'Work authorisation',
  work_authorisation: 'Work authorisation',
  security_clearance: 'Security clearance',
  licence: 'Licence',
  license: 'Licence',
  location: 'Location',
  onsite: 'On-site',
};
const kindLabel = (kind: string) =>
  KIND[kind] ?? kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Hard requirements a recruiter filters on before reading further: shown before anything else. */
export function KnockoutList({ knockouts }: { knockouts: Knockout[] }) {
  if (knockouts.length === 0) return null;
  return (
    <Alert
      severity="warning"
      icon={<GppMaybeRounded />}
      component="section"
      aria-label="Knockout requirements"
    >
      <AlertTitle>Knockout requirements: make sure you meet these</AlertTitle>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {knockouts.map((k, i) => (
          <li key={`${k.kind}-${i}`}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {kindLabel(k.kind)}
              {k.detail ? `: ${k.detail}` : ''}
            </Typography>
            {k.sentence && (
              <Typography variant="body2" component="span" sx={{ opacity: 0.8 }}>
                {' '}
                — “{k.sentence.text.replace(/^[-•*]\s*/, '')}”
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
