import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { cvDocument, type Resume, type SectionId } from '@jobfit/contracts';
import { useMemo } from 'react';
import { PAPER_INK, Paper, SANS, SERIF } from './paper';

// The engine's template looks (docs/decisions/050): classic serif, centred, capital headings
// over a rule; modern sans, left, headings in dark blue.
const LOOKS = {
  classic: { family: SERIF, align: 'center', caps: true, accent: PAPER_INK, rule: true },
  modern: { family: SANS, align: 'left', caps: false, accent: '#1f457d', rule: false },
} as const;

type CvPreviewProps = {
  resume: Resume;
  sectionOrder: SectionId[];
  template: keyof typeof LOOKS;
};

/** Live HTML preview of the tailored CV in its template, as text nodes only. */
export function CvPreview({ resume, sectionOrder, template }: CvPreviewProps) {
  const { t } = useLingui();
  const cv = useMemo(() => cvDocument(resume, sectionOrder), [resume, sectionOrder]);
  const look = LOOKS[template];
  return (
    <Paper label={t`Preview of the tailored CV`} family={look.family}>
      <Box sx={{ textAlign: look.align, mb: 2 }}>
        <Box
          component="p"
          sx={{ m: 0, fontSize: template === 'modern' ? 28 : 26, fontWeight: 700 }}
        >
          {cv.name || t`Your name`}
        </Box>
        {cv.label && (
          <Box component="p" sx={{ m: 0, color: template === 'modern' ? look.accent : 'inherit' }}>
            {cv.label}
          </Box>
        )}
        {cv.contact.length > 0 && (
          <Box component="p" sx={{ m: 0, fontSize: 12, opacity: 0.8 }}>
            {cv.contact.join(' · ')}
          </Box>
        )}
      </Box>
      {cv.sections.map((s, i) => (
        <Box component="section" key={s.id === 'custom' ? `custom-${i}` : s.id} sx={{ mb: 1.75 }}>
          <Box
            component="h3"
            sx={{
              m: 0,
              mb: 0.75,
              fontSize: template === 'modern' ? 16 : 14,
              fontWeight: 700,
              color: look.accent,
              textTransform: look.caps ? 'uppercase' : 'none',
              letterSpacing: look.caps ? '0.04em' : 0,
              borderBottom: look.rule ? `1px solid ${PAPER_INK}` : 'none',
              pb: look.rule ? 0.25 : 0,
            }}
          >
            {s.title}
          </Box>
          {s.lines.map((line, i) => (
            <Box component="p" key={i} sx={{ m: 0, mb: 0.5 }}>
              {line}
            </Box>
          ))}
          {s.entries.map((e, i) => (
            <Box key={i} sx={{ mb: 1 }}>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
                <Box component="p" sx={{ m: 0, fontWeight: 700, flexGrow: 1 }}>
                  {e.head}
                </Box>
                <Box component="p" sx={{ m: 0, fontSize: 12, whiteSpace: 'nowrap' }}>
                  {e.dates}
                </Box>
              </Box>
              {e.detail && (
                <Box component="p" sx={{ m: 0, fontSize: 12, opacity: 0.8 }}>
                  {e.detail}
                </Box>
              )}
              {e.bullets.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.25, pl: 2.5 }}>
                  {e.bullets.map((b, j) => (
                    <li key={j}>{b}</li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
