import type { OutcomeCell } from '@jobfit/contracts';
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

/** "60% (3 of 5)". */
const rateText = (rate: number, part: number, whole: number, i18n: I18n = globalI18n) =>
  t(i18n)`${rate}% (${part} of ${whole})`;

export type OutcomeCellText =
  { kind: 'rates'; reply: string; interview: string } | { kind: 'too-few'; text: string };

/**
 * A row of the Outcomes card: both rates with their counts, or "not enough data yet (n=3)" when
 * the server gave no rate (fewer than OUTCOME_MIN_SAMPLE applications, decision 085).
 */
export function outcomeCellText(cell: OutcomeCell, i18n: I18n = globalI18n): OutcomeCellText {
  if (cell.replyRate === null || cell.interviewRate === null) {
    const applied = cell.applied;
    return { kind: 'too-few', text: t(i18n)`Not enough data yet (n=${applied})` };
  }
  return {
    kind: 'rates',
    reply: rateText(cell.replyRate, cell.replied, cell.applied, i18n),
    interview: rateText(cell.interviewRate, cell.interviewed, cell.applied, i18n),
  };
}

export const SENT_CV_LABEL = { tailored: msg`Tailored CV`, master: msg`Master CV` } as const;

/** "2 applications without a scan; 1 without the CV recorded" (or null when none). */
export function outcomeFootnote(
  unscanned: number,
  cvUnknown: number,
  i18n: I18n = globalI18n,
): string | null {
  const parts = [
    unscanned > 0
      ? plural(unscanned, {
          one: '# application without a scan',
          other: '# applications without a scan',
        })
      : null,
    cvUnknown > 0
      ? plural(cvUnknown, {
          one: '# application without the CV sent recorded',
          other: '# applications without the CV sent recorded',
        })
      : null,
  ].filter(Boolean);
  const list = parts.join('; ');
  return parts.length > 0 ? t(i18n)`Not in a row: ${list}.` : null;
}
