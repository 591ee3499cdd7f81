// Public API of posting/: job-posting analysis.
export { analyzePosting } from './analyze-posting.ts';
export { readPostingHeading, readPostingJsonLd } from './read-posting-json-ld.ts';
export type { PostingJsonLd } from './read-posting-json-ld.ts';
export type { AnalyzeOptions, Posting, PostingSkill } from './analyze-posting.ts';
export { EDUCATION_RANK, educationIn, seniorityIn, yearsIn } from './_fields.ts';
export { titleFields } from './_title-field.ts';
export type { TitleField } from './_title-field.ts';
export type { EducationLevel, Seniority, Workplace } from './_fields.ts';
export type { Knockout, KnockoutKind } from './_knockouts.ts';
export type { BlockKind, PostingSentence, RequirementTag } from './_sections.ts';
export type { PostingBlock } from './_blocks.ts';
