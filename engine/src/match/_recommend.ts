import type { Posting } from '../posting/index.ts';
import type { Scored, Scorer } from './_score.ts';
import { MAX_RECOMMENDATIONS, SECTION_CREDIT, TITLE_ADVICE_BELOW } from './_weights.ts';
import { englishText } from './_texts.ts';
import type { Check, EngineText, Keyword, KnockoutCheck, Recommendation } from './types.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** How strongly the posting asks for a keyword, and how often. */
function need(k: Keyword): EngineText {
  return {
    key: k.required
      ? 'recommend.need.required'
      : k.preferred
        ? 'recommend.need.preferred'
        : 'recommend.need.named',
    values: { mentions: k.jobCount },
  };
}

/** A piece of advice with its message in English and as a key and values. */
function advice(
  kind: Recommendation['kind'],
  gain: number,
  text: EngineText,
  keyword?: string,
): Recommendation {
  const message = englishText(text);
  return keyword === undefined
    ? { kind, gain, message, messageText: text }
    : { kind, keyword, gain, message, messageText: text };
}

/**
 * The keyword as it would be once the advice about it is followed: a missing skill shown in a
 * job, a partly met one named as the posting names it where the CV has it, a skill of the skills
 * list shown in a job too.
 */
function followed(k: Keyword): Keyword {
  const best = SECTION_CREDIT.experience ?? 1;
  if (k.status === 'missing' || k.cvSections.every((s) => s === 'skills')) {
    const cvSections = [...new Set([...k.cvSections, 'experience' as const])];
    return { ...k, status: 'matched', credit: best, cvSections };
  }
  const credit = Math.max(k.credit, ...k.cvSections.map((s) => SECTION_CREDIT[s] ?? 0));
  return { ...k, status: 'matched', credit };
}

/**
 * What to change, ranked by the points it would add. A skill the CV does not show is only ever
 * suggested conditionally ("if you have it"): the engine never claims a skill for the user. A
 * keyword's points are the scan scored again with that one keyword as it would be once the
 * advice is followed (docs/decisions/214): every gate the score has counts in them.
 */
export function recommend(
  posting: Posting,
  keywords: Keyword[],
  scored: Scored,
  rescore: Scorer,
  checks: Check[],
  knockouts: KnockoutCheck[],
): Recommendation[] {
  const { breakdown } = scored;
  const out: Recommendation[] = [];
  for (const [i, k] of keywords.entries()) {
    const advised =
      k.status === 'missing' ||
      k.partialVia === 'wording' ||
      k.status === 'partial' ||
      k.cvSections.every((s) => s === 'skills');
    if (!advised || k.weight <= 0) continue;
    const changed = keywords.slice();
    changed[i] = followed(k);
    const gain = round1(Math.max(0, rescore.raw(changed) - scored.raw));
    // Past the marks where the skills count in full, a keyword adds nothing to the score: the
    // keywords table and the recruiter's search still name it.
    if (gain < 0.1) continue;
    const points = Math.max(1, Math.round(gain));
    const keyword = k.name;
    if (k.status === 'missing') {
      out.push(
        advice(
          'add_skill',
          gain,
          { key: 'recommend.add_skill', values: { keyword, need: need(k), points } },
          keyword,
        ),
      );
    } else if (k.partialVia === 'wording') {
      const reason = k.partialReasonText ?? { key: 'keyword.partial.other_words' };
      out.push(
        advice(
          'name_skill',
          gain,
          {
            key: 'recommend.name_skill.wording',
            values: { keyword, reason, need: need(k), points },
          },
          keyword,
        ),
      );
    } else if (k.status === 'partial') {
      const reason = k.partialReasonText ?? { key: 'keyword.partial.something_related' };
      out.push(
        advice(
          'name_skill',
          gain,
          {
            key: 'recommend.name_skill.related',
            values: { keyword, reason, need: need(k), points },
          },
          keyword,
        ),
      );
    } else {
      out.push(
        advice(
          'show_in_experience',
          gain,
          { key: 'recommend.show_in_experience', values: { keyword, points } },
          keyword,
        ),
      );
    }
  }
  // The headline and the checks as they would be once the advice is followed, scored again too.
  const search = breakdown.find((c) => c.id === 'searchability');
  /** The searchability's fraction once the check C passes. */
  const passed = (c: Check) =>
    Math.min(
      1,
      (search?.fraction ?? 0) + (c.status === 'fail' ? 1 : 0.5) / Math.max(1, checks.length),
    );
  const title = breakdown.find((c) => c.id === 'occupation');
  if (posting.title && title && title.fraction < TITLE_ADVICE_BELOW) {
    const occupation = rescore.occupationWith(posting.title);
    // The headline also passes the job-title check, when it is not passed yet.
    const titleCheck = checks.find((c) => c.id === 'job_title' && c.status !== 'pass');
    const searchability = titleCheck ? passed(titleCheck) : undefined;
    const gain = round1(
      Math.max(0, rescore.raw(keywords, { occupation, searchability }) - scored.raw),
    );
    out.push(
      advice('title', gain, {
        key: 'recommend.title',
        values: { title: posting.title, points: Math.max(1, Math.round(gain)) },
      }),
    );
  }
  for (const c of checks) {
    if (c.status === 'pass' || !c.fixText) continue;
    const searchability = passed(c);
    const gain = round1(Math.max(0, rescore.raw(keywords, { searchability }) - scored.raw));
    out.push(
      advice('fix_check', gain, {
        key: 'recommend.fix_check',
        values: { check: { key: `check.${c.id}` }, fix: c.fixText },
      }),
    );
  }
  for (const k of knockouts) {
    // A screen the CV visibly passes needs no advice.
    if (k.status === 'met') continue;
    const { kind, detail } = k;
    out.push(
      advice(
        'knockout',
        0,
        kind === 'other'
          ? { key: 'recommend.knockout.other', values: { detail, reason: k.reasonText } }
          : k.status === 'not_met'
            ? { key: 'recommend.knockout.not_met', values: { kind, detail, reason: k.reasonText } }
            : { key: 'recommend.knockout.not_shown', values: { kind, detail } },
      ),
    );
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
