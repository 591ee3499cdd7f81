import { useLingui } from '@lingui/react/macro';
import Box, { type BoxProps } from '@mui/material/Box';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { appConfig } from 'src/config/app-config';
import { paths } from 'src/routes/paths';

type LogoProps = BoxProps & { withText?: boolean; disableLink?: boolean; size?: number };

/** The Jobfit mark (a "j" with a spark) drawn in the current primary colour ramp. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--palette-primary-light)" />
          <stop offset="1" stopColor="var(--palette-primary-dark)" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id})`} />
      <path
        d="M38 16v22a10 10 0 0 1-18.5 5.3"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="44" cy="18" r="4" fill="#fff" />
    </svg>
  );
}

export function Logo({
  withText = false,
  disableLink = false,
  size = 40,
  sx,
  ...other
}: LogoProps) {
  const { t } = useLingui();
  const content = (
    <>
      <LogoMark size={size} />
      {withText && (
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: '1.25rem',
            letterSpacing: '-0.02em',
            color: 'text.primary',
          }}
        >
          {appConfig.appName}
        </Box>
      )}
    </>
  );
  return (
    <Box
      {...(disableLink
        ? { component: 'span' }
        : { component: RouterLink, to: paths.root, 'aria-label': t`Jobfit home` })}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          flexShrink: 0,
          textDecoration: 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {content}
    </Box>
  );
}
