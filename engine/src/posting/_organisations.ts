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

// A team or department named in capitals ("the Data Science team", "teams (e.g., Partner Success,
// Data Science)"): the name of a part of the employer, not a skill asked of the candidate.
const TEAM_AFTER = /^\s+(?:team|teams|department|departments|division|directorate|function)\b/i;
const TEAMS_BEFORE =
  /\b(?:teams|departments|functions|divisions)\s*\((?:e\.g\.|i\.e\.|such as|including)?[^()]*$/i;

function namesTeam(text: string, m: SkillMention): boolean {
  if (!/^[A-Z]/.test(m.surface)) return false;
  return (
    (/\s/.test(m.surface) && TEAM_AFTER.test(text.slice(m.end, m.end + 20))) ||
    TEAMS_BEFORE.test(text.slice(Math.max(0, m.start - 80), m.start))
  );
}

/** Drops mentions that name an organisation of the posting, or a team of it, rather than a skill. */
export function withoutOrganisations(
  text: string,
  mentions: SkillMention[],
  names: Set<string>,
): SkillMention[] {
  return mentions.filter((m) => !names.has(m.surface.toLowerCase()) && !namesTeam(text, m));
}
