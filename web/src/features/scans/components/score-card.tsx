import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { engineText, scoreLabel } from 'src/lib/engine-text/engine-text';
import { formatList } from 'src/utils/format';
import {
  bandOf,
  type ScanKeyword,
  type ScoreBand,
  type ScoreComponent,
} from '../utils/scan-details';
import { ScoreGauge } from './score-gauge';

// The published bands (docs/decisions/130), each with its words and colour.
const BAND = {
  great: { text: msg`Great match`, color: 'success' },
  good: { text: msg`Good match`, color: 'success' },
  fair: { text: msg`Fair match`, color: 'warning' },
  weak: { text: msg`Weak match`, color: 'warning' },
  poor: { text: msg`Poor match`, color: 'error' },
} as const;

type ScoreCardProps = {
  score: number;
  previousScore: number | null;
  breakdown: ScoreComponent[];
  /** The engine's band; computed from the score for older results. */
  band?: ScoreBand;
  /** The scan's keywords: the skills parts list those that earned and lost their points. */
  keywords?: ScanKeyword[];
};

/** The keywords behind a skills part: earned (matched), partly earned, and lost. */
function keywordsOf(id: string, keywords: ScanKeyword[]) {
  if (id !== 'hardSkills' && id !== 'softSkills') return undefined;
  const mine = keywords.filter((k) => (k.category === 'soft') === (id === 'softSkills'));
  const names = (status: ScanKeyword['status']) =>
    mine.filter((k) => k.status === status).map((k) => k.name);
  return { earned: names('matched'), partly: names('partial'), lost: names('missing') };
}

/** The score with its band, its change since the last scan of this job, and the parts that add up to it. */
export function ScoreCard({
  score,
  previousScore,
  breakdown,
  band,
  keywords = [],
}: ScoreCardProps) {
  const { t, i18n } = useLingui();
  const delta = previousScore === null ? null : score - previousScore;
  const signedDelta = delta !== null && delta > 0 ? `+${delta}` : String(delta);
  const verdict = BAND[band ?? bandOf(score)];
  const color = verdict.color;
  const asked = breakdown.filter((part) => part.asked !== false);
  const notAsked = breakdown.filter((part) => part.asked === false);
  return (
    <Card sx={{ p: 3 }} component="section" aria-label={t`Score`}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row', lg: 'column' },
          alignItems: 'center',
          gap: 3,
        }}
      >
        <ScoreGauge score={score} />
        <Box sx={{ textAlign: { xs: 'center', sm: 'left', lg: 'center' } }}>
          <Typography variant="h5" sx={{ color: `${color}.main` }} data-testid="score-band">
            {i18n._(verdict.text)} · {score}
          </Typography>
          {delta !== null && (
            <Chip
              data-testid="score-change"
              sx={{ mt: 1 }}
              color={delta > 0 ? 'success' : delta < 0 ? 'error' : 'default'}
              variant="outlined"
              icon={
                delta > 0 ? (
                  <TrendingUpRounded />
                ) : delta < 0 ? (
                  <TrendingDownRounded />
                ) : (
                  <TrendingFlatRounded />
                )
              }
              label={t`${signedDelta} since the last scan (${previousScore})`}
            />
          )}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t`Score breakdown`}
        sx={{
          m: 0,
          p: 0,
          mt: 3,
          listStyle: 'none',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        {asked.map((part) => (
          <li key={part.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography variant="subtitle2">{scoreLabel(i18n, part)}</Typography>
              <Typography
                variant="subtitle2"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {part.points} / {part.weight}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, part.fraction * 100))}
              color={part.fraction >= 0.75 ? 'success' : part.fraction >= 0.5 ? 'warning' : 'error'}
              aria-label={t`${ph({ label: scoreLabel(i18n, part) })}: ${ph({ points: part.points })} of ${ph({ weight: part.weight })} points`}
              sx={{ height: 6, borderRadius: 3, bgcolor: 'rgb(145 158 171 / 0.16)' }}
            />
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}
            >
              {engineText(i18n, part.detail, part.detailText)}
            </Typography>
            <PartKeywords part={part} keywords={keywords} />
          </li>
        ))}
      </Box>
      {notAsked.length > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 2 }}>
          <Trans>
            Not asked by this posting, so not scored:{' '}
            {formatList(
              notAsked.map((p) => scoreLabel(i18n, p)),
              i18n.locale,
            )}
            .
          </Trans>
        </Typography>
      )}
    </Card>
  );
}

function PartKeywords({ part, keywords }: { part: ScoreComponent; keywords: ScanKeyword[] }) {
  const { t, i18n } = useLingui();
  const k = keywordsOf(part.id, keywords);
  if (!k) return null;
  const label = scoreLabel(i18n, part);
  const rows = [
    [t`Earned`, k.earned],
    [t`Partly`, k.partly],
    [t`Lost`, k.lost],
  ] as const;
  return (
    <Box component="dl" aria-label={t`Keywords of ${label}`} sx={{ m: 0, mt: 0.5 }}>
      {rows
        .filter(([, names]) => names.length > 0)
        .map(([label, names]) => (
          <Typography
            key={label}
            variant="caption"
            component="div"
            sx={{ color: 'text.secondary' }}
          >
            <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
              {label}:{' '}
            </Box>
            <Box component="dd" sx={{ display: 'inline', m: 0 }}>
              {names.join(', ')}
            </Box>
          </Typography>
        ))}
    </Box>
  );
}
