import type { SkillMention } from '../skills/index.ts';

// Names of organisations in a posting, which are never skills asked of the candidate
// (docs/decisions/110-posting-blocks.md): the employer's own name and any part of it written in
// capitals ("NHS" of "… NHS Foundation Trust"), and abbreviations the text defines for an
// organisation ("Imperial Health Partners (IHP)", "Urgent and Emergency Care Centre (UECC)").

const ORGANISATION_HEAD =
  /^(?:partners?|partnership|trust|group|funding|inc|agency|services?|department|unit|centre|center|hospitals?|council|institute|university|college|authority|board|ltd|company|corporation|corp|foundation|association|society|commission|office|ministry|network|school|academy|laborator(?:y|ies)|bank|committee|division|practice|clinic|consortium|alliance|federation|union|organi[sz]ation|administration|bureau|programme|program|system|llc|plc|limited|holdings|industries|solutions|technologies|systems|labs|ventures|capital|partners)$/i;
const ABBREVIATION =
  /((?:[A-Z][\w&'-]*\s+(?:(?:of|and|for|the|&|in)\s+)?){1,7})\(([A-Z][A-Za-z0-9&]{1,7})\)/g;

/** Lower-case names and abbreviations of the organisations a posting names. */
export function organisationNames(text: string, company: string | undefined): Set<string> {
  const names = new Set<string>();
  if (company) {
    const c = company.trim();
    names.add(c.toLowerCase());
    const words = c.split(/\s+/);
    for (const word of words)
      if (/^[A-Z][A-Z0-9&]{1,7}$/.test(word) || /\d/.test(word)) names.add(word.toLowerCase());
    // Its initials ("MMP" for "Midlands Medical Partnership"), of the capitalised words.
    const initials = words
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('');
    if (initials.length >= 2) names.add(initials.toLowerCase());
  }
  for (const m of text.matchAll(ABBREVIATION)) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    if (ORGANISATION_HEAD.test(words[words.length - 1] ?? '')) {
      names.add((m[2] ?? '').toLowerCase());
      names.add((m[1] ?? '').trim().toLowerCase());
    }
  }
  return names;
}

// A team or department of the employer ("the Data Science team", "with Sales and the Analytics
// Strategy teams", "teams across the business (e.g., Partner Success, Data Science)", "Head of
// Data Science", "our learning and development function"): a part of the employer, not a skill
// asked of the candidate.
const UNIT = String.raw`(?:teams?|departments?|divisions?|directorates?|functions?|groups?)\b`;
const TEAM_AFTER = new RegExp(
  String.raw`^(?:\s*(?:,|and|&|\/)\s*(?:the\s+)?(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*)*\s+${UNIT}`,
);
// In lower case only a unit that is plainly the employer's: "function", "department", or teams
// after another name ("product development and operations teams").
const UNIT_AFTER_LOWER = /^(?:\s+(?:department|directorate|function)\b|\s+and\s+[a-z]+\s+teams\b)/;
// Teams the job works for or sells to ("dashboards for store and e-commerce teams", "selling to
// finance teams"); "managing software development teams" names the skill.
const SERVED_BEFORE =
  /\b(?:for|to|with|across|among|between)\s+(?:(?:the|our|other)\s+)?(?:[\w-]+\s*(?:,|and|&)\s+)?$/i;
// A parenthesis after the units, not a list the units introduce ("teams: Continuous Integration
// and Delivery (CI/CD)").
const TEAMS_BEFORE =
  /\b(?:teams|departments|functions|divisions)\b[^().:]{0,50}\((?:e\.g\.|i\.e\.|such as|including)?[^()]*$/i;
const HEAD_OF_BEFORE =
  /\b(?:head|director|vp|vice president|svp|evp|manager|chief|lead)\s+of\s+(?:(?:the|our|global)\s+)*$/i;
// A name in capitals followed by a word that makes it an organisation's ("Counselling Services").
const NAME_AFTER =
  /^\s+(?:Services|Trust|Scheme|Programme|Agency|Council|Hospital|Clinic|Institute|Foundation|Association|Society|Board)\b/;

// "internal (manufacturing, marketing, procurement) and external (suppliers) functions".
const IN_PARENS_OF_UNITS =
  /^[^()]{0,80}\)(?:\s*and\s+\w+\s*\([^()]*\))?\s+(?:functions|teams|departments|groups|divisions)\b/i;

function namesTeam(text: string, m: SkillMention): boolean {
  const after = text.slice(m.end, m.end + 160);
  const before = text.slice(Math.max(0, m.start - 80), m.start);
  if (IN_PARENS_OF_UNITS.test(after)) return true;
  if (!/^[A-Z]/.test(m.surface))
    return (
      m.category !== 'soft' &&
      (UNIT_AFTER_LOWER.test(after) || (/^\s+teams\b/.test(after) && SERVED_BEFORE.test(before)))
    );
  // One word before a single unit is the discipline of the post's own department ("the Radiology
  // Department"); coordinated names or plural units are other parts of the employer.
  const unit = TEAM_AFTER.exec(after)?.[0];
  const team = unit !== undefined && (/\s/.test(m.surface) || /[,&/]|\band\b|s$/.test(unit));
  return team || NAME_AFTER.test(after) || TEAMS_BEFORE.test(before) || HEAD_OF_BEFORE.test(before);
}

/** Drops mentions that name an organisation of the posting, or a team of it, rather than a skill. */
export function withoutOrganisations(
  text: string,
  mentions: SkillMention[],
  names: Set<string>,
): SkillMention[] {
  return mentions.filter((m) => !names.has(m.surface.toLowerCase()) && !namesTeam(text, m));
}
