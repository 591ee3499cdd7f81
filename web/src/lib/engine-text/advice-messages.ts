import { msg } from '@lingui/core/macro';
import type { EngineTextKey } from '@jobfit/contracts';
import type { Messages, Preparers } from './types';

type AdviceKey = Extract<
  EngineTextKey,
  `keyword.${string}` | `recommend.${string}` | `knockout.${string}` | `search.${string}`
>;

// Partial-match reasons, advice, knockout reasons and the recruiter search's reasons. The English
// mirrors the engine's (engine/src/match/_texts.ts). Skill names, titles and the posting's or CV's
// own words are values shown as written: the analysis reads English postings and CVs.
export const ADVICE_MESSAGES: Messages<AdviceKey> = {
  'keyword.partial.wording': msg({ message: 'your CV writes {written}' }),
  'keyword.partial.inflected': msg({ message: 'your CV writes "{written}" in "{line}"' }),
  'keyword.partial.implied': msg({ message: '{cv} implies {skill}' }),
  'keyword.partial.related': msg({ message: '{cv} is related to {skill}' }),
  'keyword.partial.apart': msg({
    message: 'the words of "{skill}" appear in the CV, though not together',
  }),
  'keyword.partial.other_words': msg`your CV uses other words`,
  'keyword.partial.something_related': msg`something related`,
  'recommend.need.required': msg({
    message: 'required, {mentions, plural, one {# mention} other {# mentions}} in the posting',
  }),
  'recommend.need.preferred': msg({
    message: 'nice to have, {mentions, plural, one {# mention} other {# mentions}} in the posting',
  }),
  'recommend.need.named': msg({
    message: 'named, {mentions, plural, one {# mention} other {# mentions}} in the posting',
  }),
  'recommend.add_skill': msg({
    message:
      'If you have {keyword}, add it to a job bullet that shows it in use — {need} (about +{points}).',
  }),
  'recommend.name_skill.wording': msg({
    message: '{reason}: also write "{keyword}" as the posting does — {need} (about +{points}).',
  }),
  'recommend.name_skill.related': msg({
    message:
      'Your CV shows {reason}; if you have {keyword} itself, name it — {need} (about +{points}).',
  }),
  'recommend.show_in_experience': msg({
    message:
      '{keyword} is only in your skills list: show it in a job bullet with what you did with it (about +{points}).',
  }),
  'recommend.title': msg({
    message: 'If "{title}" describes you, use it in your headline (about +{points}).',
  }),
  'recommend.fix_check': msg({ message: '{check}: {fix}', context: 'a check and its fix' }),
  'recommend.knockout.other': msg({ message: 'The posting asks for {detail}: {reason}' }),
  'recommend.knockout.not_met': msg({
    message: 'The posting screens on {kind} ({detail}): {reason}',
  }),
  'recommend.knockout.not_shown': msg({
    message: 'The posting screens on {kind} ({detail}): if you meet it, say so plainly in your CV.',
  }),
  'knockout.years.no_dates': msg({
    message: 'The posting asks for {asked}+ years; your CV has no dated jobs to count them from.',
  }),
  'knockout.years.compare': msg({
    message: 'About {years} years of work in your CV; the posting asks for {asked}+.',
  }),
  'knockout.degree.none': msg({
    message:
      '{level, select, none {The posting requires a degree; your CV shows none.} other {The posting requires {asked}; your CV shows none.}}',
  }),
  'knockout.degree.compare': msg({ message: 'Your CV shows {has}; the posting requires {asked}.' }),
  'knockout.license.driving': msg`Your CV names a driving licence.`,
  'knockout.license.named': msg({ message: 'Your CV names {names}.' }),
  'knockout.license.not_named': msg({
    message: 'Your CV does not name the {credential} the posting requires.',
  }),
  'knockout.license.none_of': msg({
    message: 'Your CV does not name {names}; the posting requires one of them.',
  }),
  'knockout.license.missing': msg({
    message:
      'Your CV does not name {names}; the posting requires {count, plural, one {it} other {them}}.',
  }),
  'knockout.location.relocate': msg`Your CV says you will relocate.`,
  'knockout.location.no_place': msg`The role is on-site, but the posting names no place to compare your CV with.`,
  'knockout.location.met': msg({ message: 'Your CV places you in {where}.' }),
  'knockout.location.elsewhere': msg({
    message:
      'Your CV places you in {home}; the role is on-site in {where}. If you will move, say so.',
  }),
  'knockout.location.unknown': msg({
    message: 'The role is on-site in {where}; your CV does not say where you live.',
  }),
  'knockout.authorization.sponsorship': msg`Your CV says you need sponsorship.`,
  'knockout.authorization.stated': msg`Your CV states your right to work.`,
  'knockout.authorization.unstated': msg`Your CV does not state your right to work; recruiters screen on it first.`,
  'knockout.clearance.named': msg`Your CV names a clearance.`,
  'knockout.clearance.none': msg`Your CV does not mention a security clearance.`,
  'knockout.other.shown': msg({ message: 'Your CV shows {shown}; the posting asks for {detail}.' }),
  'knockout.other.pattern': msg({
    message: 'The role asks for {detail}; confirm the working pattern suits you.',
  }),
  'knockout.other.travel': msg({
    message: 'The role asks for {detail}; confirm you can travel that much.',
  }),
  'knockout.other.vehicle': msg({
    message: 'The role asks for {detail}; if you have it, say so in your CV.',
  }),
  'knockout.other.start': msg({
    message: 'The role asks you to {detail}; say when you can start.',
  }),
  'knockout.other.age': msg({
    message:
      'The posting asks applicants to be {detail}; a CV need not state your age, so confirm you meet it.',
  }),
  'knockout.other.internal': msg`The posting is open to its own staff only; confirm you are one before applying.`,
  'knockout.other.confirm': msg({
    message: 'The role asks for {detail}; a CV does not show this, so confirm you can meet it.',
  }),
  'search.title': msg({
    message:
      '{also, select, yes {The posting\'s title, with "{variant}" as recruiters also write it.} other {The posting\'s title.}}',
  }),
  'search.title_core': msg({
    message:
      '{also, select, yes {The posting\'s title without seniority or suffix, with "{variant}" as recruiters also write it.} other {The posting\'s title without seniority or suffix.}}',
  }),
  'search.skill': msg({
    message:
      '{mentions, plural, one {A required skill.} other {A required skill, named # times in the posting.}}',
  }),
  'search.any_skill': msg({ message: 'Required; the posting accepts any one of {skills}.' }),
};

/** Degree levels as advice names them ("a bachelor's degree"). */
const LEVELS = {
  'high-school': msg`a high-school qualification`,
  associate: msg`an associate degree`,
  bachelor: msg`a bachelor's degree`,
  master: msg`a master's degree`,
  doctorate: msg`a doctorate`,
};

/** Knockout kinds as advice names them ("The posting screens on work authorization"). */
const KINDS = {
  minimum_years: msg({ message: 'minimum years', context: 'knockout screen' }),
  degree: msg({ message: 'degree', context: 'knockout screen' }),
  license: msg({ message: 'license', context: 'knockout screen' }),
  location: msg({ message: 'location', context: 'knockout screen' }),
  work_authorization: msg({ message: 'work authorization', context: 'knockout screen' }),
  security_clearance: msg({ message: 'security clearance', context: 'knockout screen' }),
  other: msg({ message: 'other', context: 'knockout screen' }),
};

const capitalise = (s: string | undefined) => s && `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

export const ADVICE_PREPARERS: Preparers<AdviceKey> = {
  'keyword.partial.wording': (v, say) => ({ written: say.quotedList(v.written) }),
  'recommend.name_skill.wording': (v, say) => ({
    ...v,
    reason: capitalise(say.text(v.reason)),
    need: say.text(v.need),
  }),
  'recommend.knockout.not_met': (v, say) => ({
    ...v,
    kind: say.pick(v.kind, KINDS),
    reason: say.text(v.reason),
  }),
  'recommend.knockout.not_shown': (v, say) => ({ ...v, kind: say.pick(v.kind, KINDS) }),
  'knockout.degree.none': (v, say) =>
    v.asked === undefined
      ? { level: 'none' }
      : { level: 'known', asked: say.pick(v.asked, LEVELS) },
  'knockout.degree.compare': (v, say) => ({
    has: say.pick(v.has, LEVELS),
    asked: say.pick(v.asked, LEVELS),
  }),
  'knockout.license.named': (v, say) => ({ names: say.list(v.names) }),
  'knockout.license.none_of': (v, say) => ({ names: say.list(v.names, 'disjunction') }),
  'knockout.license.missing': (v, say) => ({
    names: say.list(v.names),
    count: Array.isArray(v.names) ? v.names.length : undefined,
  }),
  'search.title': (v) => ({
    also: v.variant === undefined ? 'no' : 'yes',
    variant: v.variant ?? '',
  }),
  'search.title_core': (v) => ({
    also: v.variant === undefined ? 'no' : 'yes',
    variant: v.variant ?? '',
  }),
  'search.any_skill': (v, say) => ({ skills: say.list(v.skills, 'disjunction') }),
};
