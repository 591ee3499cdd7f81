// Public API of skills/: the taxonomy, skill extraction and the sentence splitter other folders use.
export { extractSkills } from './extract-skills.ts';
export type { ExtractOptions, SkillMention } from './extract-skills.ts';
export { getSkill, listSkills, relatedSkills } from './taxonomy.ts';
export type { Skill, SkillCategory } from './taxonomy.ts';
export { splitSentences } from './split-sentences.ts';
export type { Sentence } from './split-sentences.ts';
export { skillKey } from './skill-key.ts';
export { meetsAbbreviation, phraseFinder } from './phrase-finder.ts';
export { tagParts, tagWords } from './_pos-tags.ts';
export type { TagLookup, TaggedWord } from './_pos-tags.ts';
export type { PhraseHits } from './phrase-finder.ts';
