// Public API of tailor/: the honest tailored CV, the cover letter draft, and the honesty check.
export { tailorCv } from './tailor-cv.ts';
export { draftCoverLetter, type CoverLetterInput } from './draft-cover-letter.ts';
export { findUnsupportedSkills, type UnsupportedSkillsOptions } from './find-unsupported-skills.ts';
export type { SkillPlacement, TailorChange, TailorInput, TailoredCv } from './types.ts';
