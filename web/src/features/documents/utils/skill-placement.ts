import { t } from '@lingui/core/macro';
import type { CreateDocumentInput, Resume } from '@jobfit/contracts';

/** Where a confirmed skill goes: `skills` or a bullet of the master CV as `work:highlight`. */
export type PlacementChoice = 'skills' | `${number}:${number}`;

export type BulletOption = { value: PlacementChoice; job: string; text: string };

/**
 * Every bullet of the master CV a confirmed skill can be named in, labelled with its job, in CV
 * order. The indices are the master CV's: the server places skills before it moves bullets.
 *
 * @example bulletOptions(resume)[0] // { value: '0:0', job: 'Engineer at Acme', text: 'Built …' }
 */
export function bulletOptions(resume: Pick<Resume, 'work'>): BulletOption[] {
  return resume.work.flatMap((w, wi) => {
    const { position, name } = w;
    const number = wi + 1;
    const job = position && name ? t`${position} at ${name}` : position || name || t`Job ${number}`;
    return w.highlights
      .map((text, hi) => ({ value: `${wi}:${hi}` as PlacementChoice, job, text: text.trim() }))
      .filter((o) => o.text !== '');
  });
}

/**
 * The `placements` of a create request for the confirmed skills: a skill placed in a bullet
 * becomes `{ workIndex, highlightIndex }`; the skills section is the default and is left out.
 * Choices of skills no longer confirmed are dropped.
 */
export function toPlacements(
  confirmed: readonly string[],
  choices: Readonly<Record<string, PlacementChoice>>,
): CreateDocumentInput['placements'] {
  const out: NonNullable<CreateDocumentInput['placements']> = {};
  for (const skill of confirmed) {
    const choice = choices[skill];
    if (!choice || choice === 'skills') continue;
    const [workIndex, highlightIndex] = choice.split(':').map(Number);
    if (workIndex === undefined || highlightIndex === undefined) continue;
    out[skill] = { workIndex, highlightIndex };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
