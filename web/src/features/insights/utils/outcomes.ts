import type { OutcomeCell } from '@jobfit/contracts';

/** "60% (3 of 5)". */
export const rateText = (rate: number, part: number, whole: number) =>
  `${rate}% (${part} of ${whole})`;

export type OutcomeCellText =
  { kind: 'rates'; reply: string; interview: string } | { kind: 'too-few'; text: string };

/**
 * A row of the Outcomes card: both rates with their counts, or "not enough data yet (n=3)" when
 * the server gave no rate (fewer than OUTCOME_MIN_SAMPLE applications, decision 085).
 */
export function outcomeCellText(cell: OutcomeCell): OutcomeCellText {
  if (cell.replyRate === null || cell.interviewRate === null) {
    return { kind: 'too-few', text: `Not enough data yet (n=${cell.applied})` };
  }
  return {
    kind: 'rates',
    reply: rateText(cell.replyRate, cell.replied, cell.applied),
    interview: rateText(cell.interviewRate, cell.interviewed, cell.applied),
  };
}

export const SENT_CV_LABEL = { tailored: 'Tailored CV', master: 'Master CV' } as const;

/** "2 applications without a scan; 1 without the CV recorded" (or null when none). */
export function outcomeFootnote(unscanned: number, cvUnknown: number): string | null {
  const plural = (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`;
  const parts = [
    unscanned > 0 ? `${plural(unscanned)} without a scan` : null,
    cvUnknown > 0 ? `${plural(cvUnknown)} without the CV sent recorded` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Not in a row: ${parts.join('; ')}.` : null;
}
