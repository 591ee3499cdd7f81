import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { KnockoutStatus } from '@jobfit/contracts';
import { Label } from 'src/components/label/label';
import { engineText, knockoutDetail } from 'src/lib/engine-text/engine-text';

/** A knockout as the page shows it; a scan stored before engine 0.6 has no status. */
export interface KnockoutItem {
  kind: string;
  detail: string;
  sentence?: { text: string } | undefined;
  status?: KnockoutStatus;
  reason?: string;
  /** `reason` as a key and values (engine 0.9.3+), for the reader's language. */
  reasonText?: unknown;
  evidence?: { text: string } | undefined;
}

const KIND: Record<string, MessageDescriptor> = {
  minimum_years: msg`Minimum experience`,
  work_authorization: msg`Work authorisation`,
  security_clearance: msg`Security clearance`,
  license: msg`Licence or certification`,
  location: msg`Location`,
  degree: msg`Degree`,
  other: msg`Other requirement`,
};
// An `other` screen is named by what its detail is about (docs/decisions/113).
const OTHER: [RegExp, MessageDescriptor][] = [
  [/shift|night|weekend|on-call|overtime|rota|evening|unsocial|days a week/i, msg`Working pattern`],
  [/hours|time zone/i, msg`Working hours`],
  [/travel/i, msg`Travel`],
  [/lift|standing|physical|vision|heights/i, msg`Physical demands`],
  [/\b(?:car|vehicle|transport\w*)\b/i, msg`Vehicle`],
  [/^aged\b/i, msg`Age`],
  [/^start\b/i, msg`Start date`],
  [/internal/i, msg`Internal applicants`],
  [
    /internet|broadband|wi-?fi|laptop|computer|workspace|home office|headset|phone/i,
    msg`Home-working set-up`,
  ],
  [/training/i, msg`Training`],
];
const kindLabel = (i18n: I18n, kind: string, detail = '') => {
  const label =
    (kind === 'other' ? OTHER.find(([re]) => re.test(detail))?.[1] : undefined) ?? KIND[kind];
  return label ? i18n._(label) : kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
};

const STATUS = {
  not_met: { text: msg`Not met`, color: 'error' },
  not_shown: { text: msg`Not shown`, color: 'warning' },
  met: { text: msg`Met`, color: 'success' },
} as const;
const ORDER: KnockoutStatus[] = ['not_met', 'not_shown', 'met'];

function KnockoutStatusLabel({ status }: { status: KnockoutStatus }) {
  const { i18n } = useLingui();
  const { text, color } = STATUS[status];
  return <Label color={color}>{i18n._(text)}</Label>;
}

/**
 * Hard requirements a recruiter screens on before reading further, each with the posting's
 * sentence and whether the CV shows it; shown first. One the CV plainly fails holds the match score
 * back (decision 130); one it does not show yet is for the user to confirm.
 */
export function KnockoutList({ knockouts }: { knockouts: KnockoutItem[] }) {
  const { t, i18n } = useLingui();
  if (knockouts.length === 0) return null;
  const quote = (text: string) => {
    const line = text.replace(/^[-•*]\s*/, '');
    return t`“${line}”`;
  };
  const total = knockouts.length;
  const sorted = [...knockouts].sort(
    (a, b) => ORDER.indexOf(a.status ?? 'not_shown') - ORDER.indexOf(b.status ?? 'not_shown'),
  );
  const met = knockouts.filter((k) => k.status === 'met').length;
  const checked = knockouts.some((k) => k.status);
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="knockouts-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <GppMaybeRounded sx={{ color: 'warning.main' }} />
        <Typography id="knockouts-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          <Trans>Knockout requirements</Trans>
        </Typography>
        {checked && (
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
            <Trans>
              {met} of {total} shown in your CV
            </Trans>
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        <Trans>
          Recruiters screen on these before reading further, whatever your keywords. One your CV
          plainly does not meet holds your match score back.
        </Trans>
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {sorted.map((k) => (
          <Box
            component="li"
            key={`${k.kind}-${k.sentence?.text ?? k.detail}`}
            aria-label={`${kindLabel(i18n, k.kind, k.detail)}: ${k.status ? i18n._(STATUS[k.status].text) : t`not checked`}`}
            sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'rgb(145 158 171 / 0.06)' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {k.status && <KnockoutStatusLabel status={k.status} />}
              <Typography variant="subtitle2" component="span">
                {kindLabel(i18n, k.kind, k.detail)}
                {k.detail ? `: ${knockoutDetail(i18n, k.kind, k.detail)}` : ''}
              </Typography>
            </Box>
            {k.sentence && (
              <Typography
                variant="body2"
                sx={{ mt: 0.75, fontStyle: 'italic', color: 'text.secondary' }}
              >
                <Trans>Posting: {quote(k.sentence.text)}</Trans>
              </Typography>
            )}
            {k.reason && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {engineText(i18n, k.reason, k.reasonText)}
              </Typography>
            )}
            {k.evidence && (
              <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
                <Trans>Your CV: {quote(k.evidence.text)}</Trans>
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
