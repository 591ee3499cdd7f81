import type { Posting } from '../posting/index.ts';
import {
  COMPONENT_WEIGHTS,
  MAX_RECOMMENDATIONS,
  SECTION_CREDIT,
  SKILLS_FULL_COVERAGE,
  TITLE_ADVICE_BELOW,
  TITLE_GAIN_SHARE,
} from './_weights.ts';
import type { Check, Keyword, KnockoutCheck, Recommendation, ScoreBreakdown } from './types.ts';

const capitalise = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

function describe(k: Keyword): string {
  const need = k.required ? 'required' : k.preferred ? 'nice to have' : 'named';
  return `${need}, ${k.jobCount} mention${k.jobCount === 1 ? '' : 's'} in the posting`;
}

/**
 * What to change, ranked by the points it would add. A skill the CV does not show is only ever
 * suggested conditionally ("if you have it"): the engine never claims a skill for the user.
 */
export function recommend(
  posting: Posting,
  keywords: Keyword[],
  breakdown: ScoreBreakdown,
  checks: Check[],
  knockouts: KnockoutCheck[],
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const group of [
    keywords.filter((k) => k.category !== 'soft'),
    keywords.filter((k) => k.category === 'soft'),
  ]) {
    const total = group.reduce((s, k) => s + k.weight, 0);
    // The component's weight after rescaling (docs/decisions/130), its base weight otherwise.
    const id = group[0]?.category === 'soft' ? 'softSkills' : 'hardSkills';
    const component = breakdown.find((c) => c.id === id)?.weight ?? COMPONENT_WEIGHTS[id];
    if (total === 0) continue;
    for (const k of group) {
      const best = SECTION_CREDIT.experience ?? 1;
      // What the keyword is worth in the skills points, full from SKILLS_FULL_COVERAGE (130): its
      // share ÷ that mark. Past the mark the skills are already full; the advice stands for the
      // ATS searches that read the posting's words.
      const share = (k.weight * (best - k.credit)) / total;
      const gain = round1((share * component) / SKILLS_FULL_COVERAGE);
      if (gain < 0.1) continue;
      if (k.status === 'missing') {
        out.push({
          kind: 'add_skill',
          keyword: k.name,
          gain,
          message: `If you have ${k.name}, add it to a job bullet that shows it in use — ${describe(k)} (about +${Math.max(1, Math.round(gain))}).`,
        });
      } else if (k.partialVia === 'wording') {
        out.push({
          kind: 'name_skill',
          keyword: k.name,
          gain,
          message: `${capitalise(k.partialReason ?? 'your CV uses other words')}: also write "${k.name}" as the posting does — ${describe(k)} (about +${Math.max(1, Math.round(gain))}).`,
        });
      } else if (k.status === 'partial') {
        out.push({
          kind: 'name_skill',
          keyword: k.name,
          gain,
          message: `Your CV shows ${k.partialReason ?? 'something related'}; if you have ${k.name} itself, name it — ${describe(k)} (about +${Math.max(1, Math.round(gain))}).`,
        });
      } else if (k.cvSections.every((s) => s === 'skills')) {
        out.push({
          kind: 'show_in_experience',
          keyword: k.name,
          gain,
          message: `${k.name} is only in your skills list: show it in a job bullet with what you did with it (about +${Math.max(1, Math.round(gain))}).`,
        });
      }
    }
  }
  const title = breakdown.find((c) => c.id === 'occupation');
  if (posting.title && title && title.fraction < TITLE_ADVICE_BELOW) {
    const gain = round1(title.weight * (1 - title.fraction) * TITLE_GAIN_SHARE);
    out.push({
      kind: 'title',
      gain,
      message: `If "${posting.title}" describes you, use it in your headline (about +${Math.max(1, Math.round(gain))}).`,
    });
  }
  const search = breakdown.find((c) => c.id === 'searchability');
  for (const c of checks) {
    if (c.status === 'pass' || !c.fix) continue;
    const gain = round1(
      ((search?.weight ?? 0) / Math.max(1, checks.length)) * (c.status === 'fail' ? 1 : 0.5),
    );
    out.push({ kind: 'fix_check', gain, message: `${c.label}: ${c.fix}` });
  }
  for (const k of knockouts) {
    // A screen the CV visibly passes needs no advice.
    if (k.status === 'met') continue;
    out.push({
      kind: 'knockout',
      gain: 0,
      message:
        k.kind === 'other'
          ? `The posting asks for ${k.detail}: ${k.reason}`
          : k.status === 'not_met'
            ? `The posting screens on ${k.kind.replaceAll('_', ' ')} (${k.detail}): ${k.reason}`
            : `The posting screens on ${k.kind.replaceAll('_', ' ')} (${k.detail}): if you meet it, say so plainly in your CV.`,
    });
  }
  const label = (r: Recommendation) => r.keyword ?? r.message;
  // Equal gains by name, except knockouts, which keep the posting's order.
  const order = new Map(out.map((r, i) => [r, i]));
  return out
    .sort(
      (a, b) =>
        b.gain - a.gain ||
        (a.kind === 'knockout' && b.kind === 'knockout'
          ? (order.get(a) ?? 0) - (order.get(b) ?? 0)
          : label(a) < label(b)
            ? -1
            : label(a) > label(b)
              ? 1
              : 0),
    )
    .slice(0, MAX_RECOMMENDATIONS);
}
