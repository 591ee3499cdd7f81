import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Check } from '@jobfit/contracts';
import { useId } from 'react';
import { checkLabel, engineText } from 'src/lib/engine-text/engine-text';

const GROUPS = [
  { status: 'fail', title: msg`To fix`, color: 'error', icon: <ErrorRounded fontSize="small" /> },
  {
    status: 'warn',
    title: msg`Worth a look`,
    color: 'warning',
    icon: <WarningRounded fontSize="small" />,
  },
  {
    status: 'pass',
    title: msg`Looks good`,
    color: 'success',
    icon: <CheckCircleRounded fontSize="small" />,
  },
] as const;

/** ATS and recruiter checks, grouped fail → warn → pass, each with its fix. */
export function CheckList({ checks, title }: { checks: Check[]; title: string }) {
  const titleId = useId();
  const { i18n } = useLingui();
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {GROUPS.map((group) => {
          const items = checks.filter((c) => c.status === group.status);
          if (items.length === 0) return null;
          return (
            <Box
              key={group.status}
              component="section"
              aria-label={`${i18n._(group.title)}: ${items.length}`}
            >
              <Typography
                variant="overline"
                component="h3"
                sx={{
                  color: `${group.color}.main`,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  mb: 1,
                }}
              >
                {group.icon}
                {i18n._(group.title)} · {items.length}
              </Typography>
              <Box
                component="ul"
                sx={{
                  m: 0,
                  p: 0,
                  listStyle: 'none',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.25,
                }}
              >
                {items.map((check) => (
                  <Box
                    component="li"
                    key={check.id}
                    sx={{
                      pl: 1.5,
                      borderLeft: '3px solid',
                      borderColor: `rgb(var(--palette-${group.color}-mainChannel) / 0.48)`,
                    }}
                  >
                    <Typography variant="subtitle2">{checkLabel(i18n, check)}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {engineText(i18n, check.message, check.messageText)}
                    </Typography>
                    {check.fix && (
                      <Typography variant="body2" sx={{ mt: 0.25 }}>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          <Trans>Fix:</Trans>{' '}
                        </Box>
                        {engineText(i18n, check.fix, check.fixText)}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
