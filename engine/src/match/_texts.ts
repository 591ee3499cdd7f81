// The English of every text a scan writes for a user, by key (docs/decisions/190). Rules build
// texts as keys and values; the English comes from here, so it never disagrees with the key.
import { CV_TEXT_KEYS, cvEnglish } from '../cv/index.ts';
import { englishOf, type EnglishTemplates } from '../engine-text.ts';
import type { EducationLevel } from '../posting/index.ts';
import type { CvText } from '../resume.ts';
import type { EngineText, MatchTextValues, TextKey } from './types.ts';

const LEVEL: Record<EducationLevel, string> = {
  'high-school': 'a high-school qualification',
  associate: 'an associate degree',
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
};

const capitalise = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
const many = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const about = ({ points }: { points: number }) => `(about +${points})`;
const all = (texts: EngineText[], separator: string) =>
  texts.map((t) => englishText(t)).join(separator);
const and = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
const SKILLS = { hard: 'skills', soft: 'soft skills' };
const HELD_BY = {
  skills: 'the required skills are met',
  shown: 'your jobs and projects show the skills asked',
  occupation: 'the occupation fits',
  screens: "the posting's hard screens are met",
};
const STEPS = ['', 'one level', 'two levels', 'three levels', 'four levels', 'five levels'];
const steps = (n: number) => STEPS[Math.min(n, 5)];

/** The English of each scan text. */
const MATCH_ENGLISH: EnglishTemplates<MatchTextValues> = {
  'check.contact': () => 'Contact details',
  'check.linkedin': () => 'LinkedIn',
  'check.headings': () => 'Standard section headings',
  'check.dates': () => 'Dates',
  'check.length': () => 'Length',
  'check.metrics': () => 'Measurable results',
  'check.verbs': () => 'Action verbs',
  'check.buzzwords': () => 'Buzzwords and clichés',
  'check.overused': () => 'Overused words',
  'check.file_type': () => 'File type',
  'check.layout': () => 'Layout risks',
  'check.job_title': () => 'Job title',
  'score.hardSkills': () => 'Skills and requirements',
  'score.softSkills': () => 'Soft skills',
  'score.occupation': () => 'Occupation and title',
  'score.content': () => 'Requirement wording',
  'score.experience': () => 'Years of experience',
  'score.education': () => 'Education',
  'score.searchability': () => 'Searchability',
  'check.contact.found': () => 'Email and phone number found.',
  'check.contact.no_phone': () => 'No phone number found.',
  'check.contact.no_email': () => 'No email address found.',
  'check.contact.none': () => 'No email or phone number found.',
  'check.contact.fix': () => 'Put your email and phone number under your name.',
  'check.linkedin.found': () => 'LinkedIn profile link found.',
  'check.linkedin.missing': () => 'No LinkedIn profile link found.',
  'check.linkedin.fix': () =>
    'Add your LinkedIn URL (linkedin.com/in/…) next to your contact details.',
  'check.headings.found': () => 'Experience, Education and Skills headings found.',
  'check.headings.missing': ({ headings }) => `No standard heading for: ${headings.join(', ')}.`,
  'check.headings.fix': ({ headings }) =>
    `Use plain headings ATS software knows: ${headings.join(', ')}.`,
  'check.dates.found': ({ dated, jobs }) => `Dates read for ${dated} of ${jobs} jobs.`,
  'check.dates.none': () => 'No jobs with dates were found.',
  'check.dates.some': ({ dated, jobs }) => `Dates read for only ${dated} of ${jobs} jobs.`,
  'check.dates.fix': () =>
    'Write each job\'s dates as "Mar 2021 – Jun 2023" or "2021 – Present" on the job\'s first line.',
  'check.length.fits': ({ words }) => `${words} words: right for your experience.`,
  'check.length.short': ({ words, min, max }) =>
    `${words} words: short for your experience (${min}–${max} expected).`,
  'check.length.long': ({ words, min, max }) =>
    `${words} words: long for your experience (${min}–${max} expected).`,
  'check.length.fix_short': () => 'Add results and detail to your recent jobs.',
  'check.length.fix_long': () => 'Cut older or less relevant jobs to their key results.',
  'check.metrics.count': ({ measured, bullets }) =>
    `${measured} of ${bullets} bullets have numbers.`,
  'check.metrics.fix': () =>
    'Quantify results: "cut build time by 40%", "served 2M users", "saved $50k a year".',
  'check.verbs.count': ({ strong, bullets }) =>
    `${strong} of ${bullets} bullets start with a strong verb.`,
  'check.verbs.count_weak': ({ strong, bullets, weak }) =>
    `${strong} of ${bullets} bullets start with a strong verb; ${weak} start with "responsible for" or similar.`,
  'check.verbs.fix': () =>
    'Start each bullet with a verb of what you did: led, built, cut, grew, shipped.',
  'check.buzzwords.none': () => 'No clichés found.',
  'check.buzzwords.one': ({ word }) => `One cliché: "${word}".`,
  'check.buzzwords.many': ({ words }) => `Clichés: ${words.map((w) => `"${w}"`).join(', ')}.`,
  'check.buzzwords.fix': () => 'Replace each cliché with a fact that shows it.',
  'check.overused.none': () => 'No word is overused.',
  'check.overused.found': ({ words }) => `Overused: ${all(words, ', ')}.`,
  'check.overused.word': ({ word, count }) => `"${word}" ×${count}`,
  'check.overused.fix': () =>
    'Vary your verbs and say what changed rather than what you were responsible for.',
  'check.file_type.readable': ({ format }) => `${format} reads well in ATS software.`,
  'check.file_type.plain': () => 'Plain text loses your layout.',
  'check.file_type.fix': () => 'Send a DOCX or a PDF with a text layer.',
  'check.layout.none': () => 'No layout risks found.',
  'check.layout.found': ({ notes }) => all(notes, ' '),
  'check.layout.fix': ({ fixes }) => `ATS software reads a plain page best: ${all(fixes, '; ')}.`,
  'check.layout.fix_general': () =>
    'Use one column, no tables or text boxes, and real text (not images).',
  'check.job_title.found': ({ title }) => `Your CV has a title like "${title}".`,
  'check.job_title.missing': ({ title }) => `The posting's title "${title}" is not in your CV.`,
  'check.job_title.fix': ({ title }) => `If it fits, use "${title}" in your headline or summary.`,
  'layout.columns': ({ columns }) => `${columns === 2 ? 'Two' : columns}-column layout found.`,
  'layout.sidebar_left': () => 'A sidebar on the left found.',
  'layout.sidebar_right': () => 'A sidebar on the right found.',
  'layout.tables': () => 'Tables found.',
  'layout.images': () => 'Images found.',
  'layout.icons': () => 'Icons found.',
  'layout.fix.columns': () => 'use a single-column layout',
  'layout.fix.sidebar': () => 'move the sidebar into the main column',
  'layout.fix.tables': () => 'put content in plain lines, not tables or text boxes',
  'layout.fix.images': () => 'keep every fact as text, not in images',
  'layout.fix.icons': () => 'write contact details as text, without icons',
  'layout.fix.header_footer': () => 'move contact details out of the page header and footer',
  verbatim: ({ text }) => text,
  'keyword.partial.wording': ({ written }) => `your CV writes "${written.join('", "')}"`,
  'keyword.partial.inflected': ({ written, line }) => `your CV writes "${written}" in "${line}"`,
  'keyword.partial.implied': ({ cv, skill }) => `${cv} implies ${skill}`,
  'keyword.partial.related': ({ cv, skill }) => `${cv} is related to ${skill}`,
  'keyword.partial.apart': ({ skill }) =>
    `the words of "${skill}" appear in the CV, though not together`,
  'keyword.partial.other_words': () => 'your CV uses other words',
  'keyword.partial.something_related': () => 'something related',
  'recommend.need.required': ({ mentions }) =>
    `required, ${many(mentions, 'mention')} in the posting`,
  'recommend.need.preferred': ({ mentions }) =>
    `nice to have, ${many(mentions, 'mention')} in the posting`,
  'recommend.need.named': ({ mentions }) => `named, ${many(mentions, 'mention')} in the posting`,
  'recommend.add_skill': (v) =>
    `If you have ${v.keyword}, add it to a job bullet that shows it in use — ${englishText(v.need)} ${about(v)}.`,
  'recommend.name_skill.wording': (v) =>
    `${capitalise(englishText(v.reason))}: also write "${v.keyword}" as the posting does — ${englishText(v.need)} ${about(v)}.`,
  'recommend.name_skill.related': (v) =>
    `Your CV shows ${englishText(v.reason)}; if you have ${v.keyword} itself, name it — ${englishText(v.need)} ${about(v)}.`,
  'recommend.show_in_experience': (v) =>
    `${v.keyword} is only in your skills list: show it in a job bullet with what you did with it ${about(v)}.`,
  'recommend.title': (v) => `If "${v.title}" describes you, use it in your headline ${about(v)}.`,
  'recommend.fix_check': ({ check, fix }) => `${englishText(check)}: ${englishText(fix)}`,
  'recommend.knockout.other': ({ detail, reason }) =>
    `The posting asks for ${detail}: ${englishText(reason)}`,
  'recommend.knockout.not_met': ({ kind, detail, reason }) =>
    `The posting screens on ${kind.replaceAll('_', ' ')} (${detail}): ${englishText(reason)}`,
  'recommend.knockout.not_shown': ({ kind, detail }) =>
    `The posting screens on ${kind.replaceAll('_', ' ')} (${detail}): if you meet it, say so plainly in your CV.`,
  'knockout.years.no_dates': ({ asked }) =>
    `The posting asks for ${asked}+ years; your CV has no dated jobs to count them from.`,
  'knockout.years.compare': ({ years, asked }) =>
    `About ${years} years of work in your CV; the posting asks for ${asked}+.`,
  'knockout.degree.none': ({ asked }) =>
    `The posting requires ${asked ? LEVEL[asked] : 'a degree'}; your CV shows none.`,
  'knockout.degree.compare': ({ has, asked }) =>
    `Your CV shows ${LEVEL[has]}; the posting requires ${LEVEL[asked]}.`,
  'knockout.license.driving': () => 'Your CV names a driving licence.',
  'knockout.license.named': ({ names }) => `Your CV names ${names.join(' and ')}.`,
  'knockout.license.not_named': ({ credential }) =>
    `Your CV does not name the ${credential} the posting requires.`,
  'knockout.license.none_of': ({ names }) =>
    `Your CV does not name ${names.join(' or ')}; the posting requires one of them.`,
  'knockout.license.missing': ({ names }) =>
    `Your CV does not name ${names.join(' and ')}; the posting requires ${names.length > 1 ? 'them' : 'it'}.`,
  'knockout.location.relocate': () => 'Your CV says you will relocate.',
  'knockout.location.no_place': () =>
    'The role is on-site, but the posting names no place to compare your CV with.',
  'knockout.location.met': ({ where }) => `Your CV places you in ${where}.`,
  'knockout.location.elsewhere': ({ home, where }) =>
    `Your CV places you in ${home}; the role is on-site in ${where}. If you will move, say so.`,
  'knockout.location.unknown': ({ where }) =>
    `The role is on-site in ${where}; your CV does not say where you live.`,
  'knockout.authorization.sponsorship': () => 'Your CV says you need sponsorship.',
  'knockout.authorization.stated': () => 'Your CV states your right to work.',
  'knockout.authorization.unstated': () =>
    'Your CV does not state your right to work; recruiters screen on it first.',
  'knockout.clearance.named': () => 'Your CV names a clearance.',
  'knockout.clearance.none': () => 'Your CV does not mention a security clearance.',
  'knockout.other.shown': ({ shown, detail }) =>
    `Your CV shows ${shown}; the posting asks for ${detail}.`,
  'knockout.other.pattern': ({ detail }) =>
    `The role asks for ${detail}; confirm the working pattern suits you.`,
  'knockout.other.travel': ({ detail }) =>
    `The role asks for ${detail}; confirm you can travel that much.`,
  'knockout.other.vehicle': ({ detail }) =>
    `The role asks for ${detail}; if you have it, say so in your CV.`,
  'knockout.other.start': ({ detail }) => `The role asks you to ${detail}; say when you can start.`,
  'knockout.other.age': ({ detail }) =>
    `The posting asks applicants to be ${detail}; a CV need not state your age, so confirm you meet it.`,
  'knockout.other.internal': () =>
    'The posting is open to its own staff only; confirm you are one before applying.',
  'knockout.other.confirm': ({ detail }) =>
    `The role asks for ${detail}; a CV does not show this, so confirm you can meet it.`,
  'search.title': ({ variant }) =>
    `The posting's title${variant === undefined ? '' : `, with "${variant}" as recruiters also write it`}.`,
  'search.title_core': ({ variant }) =>
    `The posting's title without seniority or suffix${variant === undefined ? '' : `, with "${variant}" as recruiters also write it`}.`,
  'search.skill': ({ mentions }) =>
    `A required skill${mentions > 1 ? `, named ${mentions} times in the posting` : ''}.`,
  'search.any_skill': ({ skills }) =>
    `Required; the posting accepts any one of ${skills.join(', ')}.`,
  'breakdown.sentences': ({ sentences }) => all(sentences, ' '),
  'breakdown.empty_cv': () => 'The CV is empty.',
  'breakdown.held_back': ({ percent, reasons }) =>
    `${percent}% held back: counts as far as ${and(reasons.map((r) => HELD_BY[r]))}.`,
  'breakdown.skills.not_asked': ({ kind }) => `The posting names no ${SKILLS[kind]}; not scored.`,
  'breakdown.skills.coverage': ({ counts, covered, full }) =>
    `${all(counts, ', ')}; required ones weigh most (${covered}% covered, full from ${full}%).`,
  'breakdown.skills.required': ({ kind, matched, total }) =>
    `${matched} of ${total} required ${SKILLS[kind]} matched`,
  'breakdown.skills.all': ({ kind, matched, total }) =>
    `${matched} of ${total} ${SKILLS[kind]} matched`,
  'breakdown.skills.others': ({ matched, total }) => `${matched} of ${total} others`,
  'breakdown.skills.reworded': ({ count }) => `${count} in other words`,
  'breakdown.skills.related': ({ count }) => `${count} related`,
  'breakdown.occupation.no_posting_title': () => 'No job title found in the posting; not scored.',
  'breakdown.occupation.no_cv_titles': ({ posting }) =>
    `No job titles found in your CV to compare with "${posting}".`,
  'breakdown.occupation.none': ({ posting }) =>
    `None of your titles is the kind of job "${posting}" is.`,
  'breakdown.occupation.other_specialty': (v) =>
    `"${v.title}" (${v.specialty}) is another kind of ${v.family} work than "${v.posting}" (${v.postingSpecialty}).`,
  'breakdown.occupation.same': ({ title, same, posting }) =>
    `"${title}" is the same occupation (${same}) as "${posting}".`,
  'breakdown.occupation.other_family': (v) =>
    `"${v.title}" (${v.family}) is another occupation than "${v.posting}" (${v.postingFamily}).`,
  'breakdown.occupation.like': ({ title, percent, posting }) =>
    `"${title}" is ${percent}% like "${posting}".`,
  'breakdown.occupation.level_above': (v) =>
    `A ${v.asked}-level post, ${steps(v.steps)} above your title "${v.title}" (${v.held} level).`,
  'breakdown.occupation.level_below': (v) =>
    `A ${v.asked}-level post, ${steps(v.steps)} below your title "${v.title}" (${v.held} level).`,
  'breakdown.content': ({ percent }) =>
    `Wording shared with what the posting asks: ${percent}% (cosine).`,
  'breakdown.experience.none': () => 'No experience found.',
  'breakdown.experience.not_asked': () => 'The posting asks for no number of years; not scored.',
  'breakdown.experience.no_dates': ({ asked }) =>
    `The posting asks for ${asked}+ years; no dated jobs found in the CV.`,
  'breakdown.experience.no_dates_seniority': ({ asked, seniority }) =>
    `A ${seniority} role usually means ${asked}+ years; no dated jobs found in the CV.`,
  'breakdown.experience.years': ({ years, asked }) =>
    `About ${years} years of work found; the posting asks for ${asked}+.`,
  'breakdown.experience.years_seniority': ({ years, asked, seniority }) =>
    `About ${years} years of work found; a ${seniority} role usually means ${asked}+.`,
  'breakdown.experience.overqualified': ({ years, seniority }) =>
    `About ${years} years of work found, for a ${seniority} role.`,
  'breakdown.education.not_asked': () => 'The posting asks for no degree; not scored.',
  'breakdown.education.none': ({ asked }) =>
    `The posting asks for a ${asked} degree; none found in the CV.`,
  'breakdown.education.compare': ({ has, asked }) => `CV: ${has}; posting: ${asked}.`,
  'breakdown.education.compare_required': ({ has, asked }) =>
    `CV: ${has}; posting: ${asked} (required).`,
  'breakdown.searchability': ({ passed, checks }) => `${passed} of ${checks} checks pass.`,
};

const isCvText = (text: EngineText): text is CvText =>
  text.key.startsWith('warning.') || text.key.startsWith('confidence.');

/**
 * Any text the engine writes for a user, in English.
 *
 * @example englishText({ key: 'check.dates.some', values: { dated: 1, jobs: 3 } }) // 'Dates read for only 1 of 3 jobs.'
 */
export function englishText(text: EngineText): string {
  return isCvText(text)
    ? cvEnglish(text)
    : englishOf(MATCH_ENGLISH, text as Exclude<EngineText, CvText>);
}

/**
 * Every key of a text the engine writes for a user: what a translation must cover.
 *
 * @example TEXT_KEYS.includes('check.dates.some') // true
 */
export const TEXT_KEYS: readonly TextKey[] = [
  ...CV_TEXT_KEYS,
  ...(Object.keys(MATCH_ENGLISH) as (keyof MatchTextValues)[]),
];

/**
 * A reason in English, with its key and values beside it.
 *
 * @example reasoned({ key: 'knockout.clearance.none' }) // { reason: 'Your CV does not mention a security clearance.', reasonText: { key: 'knockout.clearance.none' } }
 */
export function reasoned(text: EngineText): { reason: string; reasonText: EngineText } {
  return { reason: englishText(text), reasonText: text };
}
