import { msg } from '@lingui/core/macro';
import type { EngineTextKey } from '@jobfit/contracts';
import type { Messages, Preparers, Say } from './types';

type BreakdownKey = Extract<EngineTextKey, `breakdown.${string}`>;

// The score parts' details (docs/decisions/192). The English mirrors the engine's
// (engine/src/match/_texts.ts); titles are values shown as written, and the kinds of work, levels
// and degrees are codes worded here.
export const BREAKDOWN_MESSAGES: Messages<BreakdownKey> = {
  'breakdown.sentences': msg({
    message: '{sentences}',
    context: 'score detail, sentence by sentence',
  }),
  'breakdown.empty_cv': msg`The CV is empty.`,
  'breakdown.held_back': msg({ message: '{percent}% held back: counts as far as {reasons}.' }),
  'breakdown.skills.not_asked': msg({
    message:
      '{kind, select, soft {The posting names no soft skills; not scored.} other {The posting names no skills; not scored.}}',
  }),
  'breakdown.skills.coverage': msg({
    message: '{counts}; required ones weigh most ({covered}% covered, full from {full}%).',
  }),
  'breakdown.skills.required': msg({
    message:
      '{kind, select, soft {{matched} of {total} required soft skills matched} other {{matched} of {total} required skills matched}}',
  }),
  'breakdown.skills.all': msg({
    message:
      '{kind, select, soft {{matched} of {total} soft skills matched} other {{matched} of {total} skills matched}}',
  }),
  'breakdown.skills.others': msg({ message: '{matched} of {total} others', context: 'skills' }),
  'breakdown.skills.reworded': msg({ message: '{count} in other words', context: 'skills' }),
  'breakdown.skills.related': msg({ message: '{count} related', context: 'skills' }),
  'breakdown.occupation.no_posting_title': msg`No job title found in the posting; not scored.`,
  'breakdown.occupation.no_cv_titles': msg({
    message: 'No job titles found in your CV to compare with "{posting}".',
  }),
  'breakdown.occupation.none': msg({
    message: 'None of your titles is the kind of job "{posting}" is.',
  }),
  'breakdown.occupation.other_specialty': msg({
    message:
      '"{title}" ({specialty}) is another kind of {family} work than "{posting}" ({postingSpecialty}).',
  }),
  'breakdown.occupation.same': msg({
    message: '"{title}" is the same occupation ({same}) as "{posting}".',
  }),
  'breakdown.occupation.other_family': msg({
    message: '"{title}" ({family}) is another occupation than "{posting}" ({postingFamily}).',
  }),
  'breakdown.occupation.like': msg({ message: '"{title}" is {percent}% like "{posting}".' }),
  'breakdown.occupation.level_above': msg({
    message:
      'A {asked}-level post, {steps, plural, one {one level} =2 {two levels} =3 {three levels} =4 {four levels} other {five levels}} above your title "{title}" ({held} level).',
  }),
  'breakdown.occupation.level_below': msg({
    message:
      'A {asked}-level post, {steps, plural, one {one level} =2 {two levels} =3 {three levels} =4 {four levels} other {five levels}} below your title "{title}" ({held} level).',
  }),
  'breakdown.content': msg({
    message: 'Wording shared with what the posting asks: {percent}% (cosine).',
  }),
  'breakdown.experience.none': msg`No experience found.`,
  'breakdown.experience.not_asked': msg`The posting asks for no number of years; not scored.`,
  'breakdown.experience.no_dates': msg({
    message: 'The posting asks for {asked}+ years; no dated jobs found in the CV.',
  }),
  'breakdown.experience.no_dates_seniority': msg({
    message: 'A {seniority} role usually means {asked}+ years; no dated jobs found in the CV.',
  }),
  'breakdown.experience.years': msg({
    message: 'About {years} years of work found; the posting asks for {asked}+.',
  }),
  'breakdown.experience.years_seniority': msg({
    message: 'About {years} years of work found; a {seniority} role usually means {asked}+.',
  }),
  'breakdown.experience.overqualified': msg({
    message: 'About {years} years of work found, for a {seniority} role.',
  }),
  'breakdown.education.not_asked': msg`The posting asks for no degree; not scored.`,
  'breakdown.education.none': msg({
    message: 'The posting asks for a {asked} degree; none found in the CV.',
  }),
  'breakdown.education.compare': msg({ message: 'CV: {has}; posting: {asked}.' }),
  'breakdown.education.compare_required': msg({
    message: 'CV: {has}; posting: {asked} (required).',
  }),
  'breakdown.searchability': msg({ message: '{passed} of {checks} checks pass.' }),
};

/** Degree levels as a score detail or a knockout names them ("bachelor"). */
export const DEGREES = {
  'high-school': msg({ message: 'high-school', context: 'degree level' }),
  associate: msg({ message: 'associate', context: 'degree level' }),
  bachelor: msg({ message: 'bachelor', context: 'degree level' }),
  master: msg({ message: 'master', context: 'degree level' }),
  doctorate: msg({ message: 'doctorate', context: 'degree level' }),
};

const LEVELS = {
  intern: msg({ message: 'intern', context: 'seniority level' }),
  junior: msg({ message: 'junior', context: 'seniority level' }),
  mid: msg({ message: 'mid', context: 'seniority level' }),
  senior: msg({ message: 'senior', context: 'seniority level' }),
  lead: msg({ message: 'lead', context: 'seniority level' }),
  principal: msg({ message: 'principal', context: 'seniority level' }),
  manager: msg({ message: 'manager', context: 'seniority level' }),
  director: msg({ message: 'director', context: 'seniority level' }),
  executive: msg({ message: 'executive', context: 'seniority level' }),
};

/** Kinds of work: the families of occupations, and the specialties inside them. */
const WORK = {
  tech: msg({ message: 'tech', context: 'kind of work' }),
  clinical: msg({ message: 'clinical', context: 'kind of work' }),
  care: msg({ message: 'care', context: 'kind of work' }),
  finance: msg({ message: 'finance', context: 'kind of work' }),
  teaching: msg({ message: 'teaching', context: 'kind of work' }),
  trades: msg({ message: 'trades', context: 'kind of work' }),
  hospitality: msg({ message: 'hospitality', context: 'kind of work' }),
  sales: msg({ message: 'sales', context: 'kind of work' }),
  science: msg({ message: 'science', context: 'kind of work' }),
  office: msg({ message: 'office', context: 'kind of work' }),
  people: msg({ message: 'people', context: 'kind of work' }),
  logistics: msg({ message: 'logistics', context: 'kind of work' }),
  design: msg({ message: 'design', context: 'kind of work' }),
  legal: msg({ message: 'legal', context: 'kind of work' }),
  engineering: msg({ message: 'engineering', context: 'kind of work' }),
  'software development': msg({ message: 'software development', context: 'kind of work' }),
  'data science and machine learning': msg({
    message: 'data science and machine learning',
    context: 'kind of work',
  }),
  'data engineering and analytics': msg({
    message: 'data engineering and analytics',
    context: 'kind of work',
  }),
  'infrastructure and operations': msg({
    message: 'infrastructure and operations',
    context: 'kind of work',
  }),
  security: msg({ message: 'security', context: 'kind of work' }),
  'quality assurance': msg({ message: 'quality assurance', context: 'kind of work' }),
  'IT support': msg({ message: 'IT support', context: 'kind of work' }),
  'embedded systems': msg({ message: 'embedded systems', context: 'kind of work' }),
  nursing: msg({ message: 'nursing', context: 'kind of work' }),
  midwifery: msg({ message: 'midwifery', context: 'kind of work' }),
  pharmacy: msg({ message: 'pharmacy', context: 'kind of work' }),
  imaging: msg({ message: 'imaging', context: 'kind of work' }),
  medicine: msg({ message: 'medicine', context: 'kind of work' }),
  therapy: msg({ message: 'therapy', context: 'kind of work' }),
  paramedicine: msg({ message: 'paramedicine', context: 'kind of work' }),
  dentistry: msg({ message: 'dentistry', context: 'kind of work' }),
  psychology: msg({ message: 'psychology', context: 'kind of work' }),
};

/** What the other parts count as far as: "the required skills are met". */
const HELD_BY = {
  skills: msg`the required skills are met`,
  shown: msg`your jobs and projects show the skills asked`,
  occupation: msg`the occupation fits`,
  screens: msg`the posting's hard screens are met`,
};

const degrees = (v: { has?: unknown; asked?: unknown }, say: Say) => ({
  ...(v.has === undefined ? {} : { has: say.pick(v.has, DEGREES) }),
  asked: say.pick(v.asked, DEGREES),
});
const level = (v: Record<string, unknown>, say: Say) => ({
  ...v,
  asked: say.pick(v.asked, LEVELS),
  held: say.pick(v.held, LEVELS),
  steps: typeof v.steps === 'number' ? Math.min(v.steps, 5) : undefined,
});
const seniority = (v: Record<string, unknown>, say: Say) => ({
  ...v,
  seniority: say.pick(v.seniority, LEVELS),
});

export const BREAKDOWN_PREPARERS: Preparers<BreakdownKey> = {
  'breakdown.sentences': (v, say) => ({ sentences: say.texts(v.sentences)?.join(' ') }),
  'breakdown.held_back': (v, say) => ({
    percent: v.percent,
    reasons: Array.isArray(v.reasons)
      ? say.list(v.reasons.map((r) => say.pick(r, HELD_BY)))
      : undefined,
  }),
  'breakdown.skills.coverage': (v, say) => ({ ...v, counts: say.texts(v.counts)?.join(', ') }),
  'breakdown.occupation.other_specialty': (v, say) => ({
    ...v,
    specialty: say.pick(v.specialty, WORK),
    family: say.pick(v.family, WORK),
    postingSpecialty: say.pick(v.postingSpecialty, WORK),
  }),
  'breakdown.occupation.same': (v, say) => ({ ...v, same: say.pick(v.same, WORK) }),
  'breakdown.occupation.other_family': (v, say) => ({
    ...v,
    family: say.pick(v.family, WORK),
    postingFamily: say.pick(v.postingFamily, WORK),
  }),
  'breakdown.occupation.level_above': level,
  'breakdown.occupation.level_below': level,
  'breakdown.experience.no_dates_seniority': seniority,
  'breakdown.experience.years_seniority': seniority,
  'breakdown.experience.overqualified': seniority,
  'breakdown.education.none': degrees,
  'breakdown.education.compare': degrees,
  'breakdown.education.compare_required': degrees,
};
