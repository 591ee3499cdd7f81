import type { ScanResult } from '../match/index.ts';
import type { SectionId } from '../render/index.ts';
import type { Resume } from '../resume.ts';

/**
 * Where a confirmed or shown skill goes: appended to one experience bullet, or into the skills
 * section.
 *
 * @example const p: SkillPlacement = { workIndex: 0, highlightIndex: 2 }
 */
export type SkillPlacement = { workIndex: number; highlightIndex: number } | 'skills';

/**
 * What tailoring needs: the master CV, a scan of it against the job, the skills the user confirmed
 * having, and where to put them.
 *
 * @example const input: TailorInput = { resume, scan: result, confirmedSkills: ['Kubernetes'] }
 */
export interface TailorInput {
  resume: Resume;
  scan: ScanResult;
  /** Skills the CV does not show that the user says they have; nothing else is ever added. */
  confirmedSkills: string[];
  /**
   * Keyed by skill name; a skill without an entry goes to the skills section. Indices point into
   * the master CV as given (`work[workIndex].highlights[highlightIndex]`), before bullets move.
   */
  placements?: Record<string, SkillPlacement>;
}

/**
 * One change tailoring made, for the user to see and undo.
 *
 * @example const c: TailorChange = { kind: 'add_skill', skill: 'Kubernetes', path: 'skills[1].keywords', message: 'Added Kubernetes (you confirmed it) to Tools.' }
 */
export interface TailorChange {
  kind:
    | 'summary'
    | 'reorder_bullets'
    | 'add_skill'
    | 'place_skill'
    | 'reorder_skills'
    | 'section_order'
    | 'skip_skill';
  message: string;
  skill?: string;
  /** JSON path of the changed field, e.g. `work[0].highlights`. */
  path?: string;
  before?: string | string[];
  after?: string | string[];
}

/**
 * The tailored CV, the section order that suits the job, and every change made.
 *
 * @example const { resume, sectionOrder, changes }: TailoredCv = tailorCv(input)
 */
export interface TailoredCv {
  resume: Resume;
  sectionOrder: SectionId[];
  changes: TailorChange[];
}
