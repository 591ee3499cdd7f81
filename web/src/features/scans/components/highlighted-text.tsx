import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { type HighlightSpan, segmentText } from '../utils/highlight-segments';
import { STATUS_COLOR } from './status-label';

/** Plain text with keyword occurrences marked by status; text only, never HTML. */
export function HighlightedText({
  text,
  spans,
  label,
}: {
  text: string;
  spans: HighlightSpan[];
  label: string;
}) {
  const segments = useMemo(() => segmentText(text, spans), [text, spans]);
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        maxHeight: 560,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'body2',
        lineHeight: 1.8,
        borderRadius: 1.5,
        bgcolor: 'rgb(145 158 171 / 0.06)',
      }}
    >
      {segments.map((s) =>
        s.mark ? (
          <Box
            component="mark"
            key={s.start}
            data-status={s.mark.status}
            title={`${s.mark.keywords.join(', ')}: ${s.mark.status}`}
            sx={{
              px: 0.25,
              borderRadius: 0.5,
              color: 'inherit',
              fontWeight: 600,
              bgcolor: `rgb(var(--palette-${STATUS_COLOR[s.mark.status]}-mainChannel) / 0.24)`,
              boxShadow: `inset 0 -2px 0 var(--palette-${STATUS_COLOR[s.mark.status]}-main)`,
            }}
          >
            {s.text}
          </Box>
        ) : (
          <span key={s.start}>{s.text}</span>
        ),
      )}
    </Box>
  );
}
