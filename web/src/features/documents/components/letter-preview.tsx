import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { CoverLetter } from '@jobfit/contracts';
import { parseLetterMarkup } from '../utils/letter-markup';
import { Paper, SANS } from './paper';

/** Live preview of the letter in the letter template; **bold** and *italic* as the export shows. */
export function LetterPreview({ letter }: { letter: CoverLetter }) {
  const { t } = useLingui();
  return (
    <Paper label={t`Preview of the cover letter`} family={SANS}>
      {letter.date && (
        <Box component="p" sx={{ m: 0, mb: 2 }}>
          {letter.date}
        </Box>
      )}
      {(letter.company || letter.title) && (
        <Box component="p" sx={{ m: 0, mb: 2, opacity: 0.8 }}>
          {[letter.title, letter.company].filter(Boolean).join(', ')}
        </Box>
      )}
      <Box component="p" sx={{ m: 0, mb: 1.5 }}>
        {letter.greeting}
      </Box>
      {letter.paragraphs.map((p, i) => (
        <Box component="p" key={i} sx={{ m: 0, mb: 1.5 }}>
          {parseLetterMarkup(p).map((seg, j) =>
            seg.bold ? (
              <strong key={j}>{seg.text}</strong>
            ) : seg.italic ? (
              <em key={j}>{seg.text}</em>
            ) : (
              <span key={j}>{seg.text}</span>
            ),
          )}
        </Box>
      ))}
      <Box component="p" sx={{ m: 0, mt: 2 }}>
        {letter.closing}
      </Box>
      <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
        {letter.signature}
      </Box>
    </Paper>
  );
}
