import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScanKeyword } from '../utils/scan-details';

type Evidence = ScanKeyword['evidence']['job'][number];

/** One sentence or line with the keyword's own words marked (offsets are absolute, as the engine gives them). */
function EvidenceLine({ e }: { e: Evidence }) {
  const from = Math.max(0, Math.min(e.text.length, e.highlight.start - e.start));
  const to = Math.max(from, Math.min(e.text.length, e.highlight.end - e.start));
  return (
    <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
      {e.text.slice(0, from)}
      <Box component="mark" sx={{ bgcolor: 'warning.lighter', borderRadius: 0.5, px: 0.25 }}>
        {e.text.slice(from, to)}
      </Box>
      {e.text.slice(to)}
    </Typography>
  );
}

/**
 * Why a keyword has its status: the posting sentences that ask for it and the CV lines that show
 * it (or the related skill that stands in for it), each with the words highlighted.
 */
export function KeywordEvidence({ keyword }: { keyword: ScanKeyword }) {
  const { t } = useLingui();
  const cvTitle =
    keyword.status === 'partial' && keyword.partialVia === 'related'
      ? t`In your CV (a related skill)`
      : t`In your CV`;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, py: 1 }}
      aria-label={t`Evidence for ${keyword.name}`}
      role="region"
    >
      <Box>
        <Typography variant="overline" component="h3">
          <Trans>The posting asks</Trans>
        </Typography>
        {keyword.evidence.job.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={t`Posting sentences`}>
            {keyword.evidence.job.map((e) => (
              <EvidenceLine key={`${e.start}-${e.highlight.start}`} e={e} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>No sentence kept for this keyword.</Trans>
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="overline" component="h3">
          {cvTitle}
        </Typography>
        {keyword.evidence.cv.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={t`CV lines`}>
            {keyword.evidence.cv.map((e) => (
              <EvidenceLine key={`${e.start}-${e.highlight.start}`} e={e} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Not found in your CV.</Trans>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
