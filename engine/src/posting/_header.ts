import type { PostingSentence } from './_sections.ts';

// Title, company and location of a posting, from labels, its first lines and its sentences.

const LABEL = (label: string) => new RegExp(`^\\s*(?:${label})\\s*[:\\-–]\\s*(.+)$`, 'im');
const TITLE_LABEL = LABEL('job title|position|role|title|vacancy|job');
const COMPANY_LABEL = LABEL('company|employer|organi[sz]ation|company name|hiring company');
const LOCATION_LABEL = LABEL('location|based in|job location|office|city|work location');
const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|designer|scientist|specialist|consultant|administrator|architect|lead|director|officer|assistant|coordinator|technician|nurse|accountant|representative|executive|associate|intern|programmer|tester|writer|editor|recruiter|advisor|adviser|agent|operator|supervisor|clerk|head|teacher|driver|mechanic|electrician|sales|marketing|owner|researcher|strategist|planner|buyer|controller|auditor|therapist|assistant)\b/i;

function clean(value: string | undefined): string | undefined {
  const v = value
    ?.replace(/\s+/g, ' ')
    .replace(/^[\s\-–:|]+|[\s\-–:|,.]+$/g, '')
    .trim();
  return v === undefined || v === '' || v.length > 100 ? undefined : v;
}

/** The job title: a labelled line, a short first line that reads like a title, or "looking for a …". */
export function titleIn(text: string, sentences: PostingSentence[]): string | undefined {
  const labelled = clean(TITLE_LABEL.exec(text)?.[1]);
  if (labelled && TITLE_WORDS.test(labelled)) return labelled;
  for (const s of sentences.slice(0, 3)) {
    const words = s.text.split(/\s+/).length;
    if (
      words <= 10 &&
      TITLE_WORDS.test(s.text) &&
      !/[.!?]$/.test(s.text) &&
      s.section === undefined
    )
      return clean(s.text.split(/\s+[|@–—]\s+|\s+-\s+(?=[A-Z])/)[0]);
  }
  const sought =
    /\b(?:looking for|hiring|seeking|searching for|join (?:us|our team) as)\s+(?:an?\s+|our next\s+|the\s+)?([A-Z][\w+#/.&-]*(?: [A-Z][\w+#/.&-]*){0,5})/.exec(
      text,
    );
  return clean(sought?.[1]);
}

/** The hiring organisation, from a label or an "About X" heading. */
export function companyIn(text: string): string | undefined {
  return (
    clean(COMPANY_LABEL.exec(text)?.[1]) ??
    clean(/^\s*about\s+([A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3}):?\s*$/m.exec(text)?.[1])
  );
}

/** Where the job is, from a label. */
export function locationIn(text: string): string | undefined {
  return clean(LOCATION_LABEL.exec(text)?.[1]);
}
