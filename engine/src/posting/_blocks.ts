import { isTechList } from './_known-forms.ts';
import type { BlockKind, PostingSentence } from './_sections.ts';

// How a posting's blocks are recognised (docs/decisions/110-posting-blocks.md): a heading names its
// block; a sentence whose own words belong to legal, contact or benefits text is moved to that block
// wherever it stands (an equal-opportunity line under "Requirements" is still legal text).

const HEADING_KINDS: [BlockKind, RegExp][] = [
  [
    'legal',
    /\b(equal (?:employment )?opportunit\w*|eeo?c?|diversity|inclusion|accommodations?|disclaimer|legal|privacy|data protection|gdpr|e-verify|rehabilitation of offenders|safeguarding (?:statement|policy|children)|disclosure|pre-employment|vaccin\w*|immuni[sz]ations?|covid)\b/i,
  ],
  [
    'apply',
    /\b(how to apply|to apply|apply(?:ing)? (?:now|today|here)|application (?:process|information|details|deadline)|applications|contact(?: us| details| information| person)?|informal (?:enquir\w*|visits?|discussions?)|further (?:details|information)|interview (?:date|details|process)|closing date|next steps|recruitment process|selection process|hiring process|additional information)\b/i,
  ],
  [
    'benefits',
    /\b(benefits?|perks|we offer|what we offer|our offer|on offer|in return|what(?:'s| is) in it for you|why (?:join|us|work|choose)|rewards?|compensation|salary|pay(?: and benefits)?|remuneration|package|look after you|what you(?:'ll| will)? get|working (?:for|with|at) us|life at|our people|wellbeing|well-being|staff benefits)\b/i,
  ],
  [
    'preferred',
    /\b(nice[- ]to[- ]haves?|preferred|bonus(?: points)?|desirable|desired|good[- ]to[- ]have|plus(?:es)?|extra credit|would be great|ideally|optional|added advantage|stand out|even better|a plus|pluses)\b/i,
  ],
  [
    'requirements',
    /\b(requirements?|qualifications?|must[- ]haves?|what you(?:'ll)? (?:bring|need|have)|what we(?:'re| are) looking for|looking for|who you are|you have|your (?:profile|skills|experience|background)|profile|about you|skills|experience|essential|minimum|basic|required|competenc(?:y|ies)|we expect|you bring|you should have|ideal candidate|candidate|person specification|knowledge|education|training|criteria|attributes)\b/i,
  ],
  [
    'responsibilities',
    /\b(responsibilit(?:y|ies)|duties|what you(?:'ll| will) (?:do|be doing)|main (?:tasks|activities)|key (?:tasks|result areas|accountabilities|activities)|tasks|accountabilities|day[- ]to[- ]day|a day in the life|in this role|your (?:mission|role|tasks|impact|day)|what the job involves|the job involves|role involves|you will)\b/i,
  ],
  [
    'summary',
    /\b(job (?:summary|purpose|overview|description)|role (?:summary|purpose|overview|description)|position (?:summary|overview|description)|(?:main |job )?purpose|overview|summary|about (?:the|this) (?:role|job|position|opportunity|post)|the (?:role|job|position|post|opportunity)|description|job details|main areas)\b/i,
  ],
  [
    'about',
    /\b(get to know|meet (?:the team|us)|who are we|life at|about (?:us|the (?:company|organi[sz]ation|trust|team|department|business|employer|client|service)|our|[A-Z0-9<]\w*)|who we are|our (?:company|culture|mission|values|story|vision|team|client|organi[sz]ation|trust)|company (?:description|overview|profile|information)|the (?:department|area|team|company|organi[sz]ation|trust|service|practice|location|unit|ward)|why (?:this|our) (?:team|company)|organi[sz]ation(?:al)? (?:overview|profile))\b/i,
  ],
];

/**
 * The block a heading opens, or undefined when its words do not say.
 *
 * @example blockOfHeading('What we offer') // 'benefits'
 */
export function blockOfHeading(heading: string): BlockKind | undefined {
  for (const [kind, re] of HEADING_KINDS) if (re.test(heading)) return kind;
  return undefined;
}

// Equal-opportunity, legal and pre-employment text: never asks anything of the candidate's skills.
const LEGAL_CUE =
  /\b(equal (?:employment )?opportunit\w*|without regard to|regardless of|irrespective of|protected (?:veteran|by (?:law|federal)|characteristics?|status|class)|veteran status|sexual orientation|gender identity|national origin|marital status|disability status|genetic information|pregnan\w*|reasonable (?:accommodations?|adjustments?)|affirmative action|e-verify|rehabilitation of offenders|disclosure and barring|dbs (?:check|clearance|disclosure)|enhanced (?:dbs|disclosure)|criminal (?:record|background)|background (?:checks?|screening|investigation)|drug (?:screen\w*|test\w*)|pre-employment (?:checks?|screening)|occupational health (?:clearance|check|screening)|(?:we|will) (?:need|require|request|take up) references|references (?:for|covering) the (?:past|last)|proof of (?:identity|vaccination)|do not discriminate|does not discriminate|committed to (?:equality|diversity|inclusion|creating (?:a|an) (?:diverse|inclusive))|diverse (?:and|&) inclusive (?:workplace|environment|workforce)|encourage applications from|under-represented|underrepresented|privacy (?:notice|policy)|data protection (?:act|legislation|law)|gdpr|safeguarding (?:children|adults|vulnerable).{0,40}\b(?:committed|policy|expects all staff))/i;

// How to apply and whom to contact.
const APPLY_CUE =
  /\b(please (?:contact|apply|email|call|send|submit|click|visit|note that (?:this vacancy|applications|the closing))|informal (?:enquir\w*|visits?|discussions?|chats?)|for (?:further|more) (?:details|information)|(?:apply|applications?) (?:now|online|today|via|through|by|before|must be submitted)|(?:how|where|wish|like|want|invited|welcome|encouraged) to apply\b|to apply (?:for|online|now|please|click|visit|send)\b|closing date|interview(?:s)? (?:date|will (?:be held|take place))|shortlisting|click (?:here|apply)|submit (?:your|an) (?:application|cv|resume)|send (?:us )?your (?:cv|resume|application)|(?:cv|resume) (?:and|&) cover letter to|email address|telephone number|job reference|reference number|vacancy (?:reference|number)|we reserve the right to close)\b|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+|\b(?:tel|telephone|phone)\b[.:]?\s*\+?\d/i;

// The employer's benefits and perks.
const BENEFITS_CUE =
  /\b(we offer|we(?:'ll| will) (?:offer|provide|give) you|we provide|you(?:'ll| will) (?:get|enjoy|receive|benefit from|have access to)|in return|our benefits|benefits (?:package|include)|(?:competitive|attractive|excellent|generous) (?:salary|pay|package|benefits|rates?)|health (?:insurance|care plan)|dental|vision (?:insurance|plan|care)|401\(?k\)?|pension (?:scheme|plan|contribution)|nhs pension|paid (?:time off|holidays|vacation|leave|parental)|parental leave|maternity|paternity|annual leave|days (?:of )?(?:annual )?leave|days of (?:paid )?holiday|gym|discounts?|free (?:lunch|snacks|fruit|coffee|parking|meals?)|snacks|stock options|equity (?:grant|package)|bonus scheme|salary sacrifice|cycle to work|car schemes?|employee assistance|tuition (?:reimbursement|assistance)|relocation (?:package|assistance|support|allowance)|commuter benefits|childcare|nursery|on[- ]?site (?:restaurant|gym|cafe|café|nursery|parking)|sick pay|life (?:insurance|assurance)|flexible (?:working|benefits|spending)|blue light card|learning budget|career (?:development|progression) (?:opportunities|support)|(?<!(?:product|business|market|sales|new) )development opportunities)\b/i;

// What the job pays and how the pay is set ("The US base salary range for this position is …",
// "individual pay is determined by …"): the employer's terms wherever they stand, never a
// requirement, however many skills and places the sentence names on the way.
const PAY_CUE =
  /\b(?:(?:base |starting |annual |hourly )?(?:salary|pay|compensation|wage) (?:ranges?|bands?|scales?|details|information|transparency)|base (?:salary|pay)|total (?:compensation|rewards)|(?:salary|pay|compensation|wages?) (?:is|are|will be) (?:determined|based|commensurate)|individual (?:pay|compensation)|(?:target|minimum and maximum) salar(?:y|ies))\b/i;

// A sentence naming the tools the team works with.
const STACK_CUE =
  /\b(?:our|the|tech|technology|technical|software|engineering|development) stack\b|\b(?:technologies|tools|languages) we (?:use|work with)\b/i;

// The employer describing itself ("Acme is a leading …", "Founded in 1999, we …").
// The closing word lists are lookaheads: the same matches, and V8 compiles the expression in a
// third of the time (a list straight after a bounded word skip made its first use cost ~4 ms).
const ABOUT_CUE =
  /^(?:[Ww]e(?:'re| are) (?:a|an|the|one|proud|passionate|committed|building|on a mission|transforming|changing|known|recogni[sz]ed|dedicated|driven|home|part)\b|[Ww]e (?:have been|were|help|build|make|provide|serve|believe|exist|work with|partner|pride|operate|deliver|specialise|specialize|employ)\b|[Oo]ur\b(?! (?:ideal|successful|new|next|perfect|preferred|chosen) (?:candidate|hire|colleague|team member|person|applicant))(?!.*\b(?:(?:looking|seeking|hiring|recruiting) (?:for|to)|need (?:for|a|an)|opportunity|vacancy|join)\b)|(?!(?:This|It|That|There|Here|The (?:role|position|post|job|successful|ideal))\b)(?:[A-Z][\w&.'’-]*\s(?:\([^)]{1,40}\)\s)?){1,6}(?:is|are) (?:a|an|the|one of|proud|home|part of) (?:\S+ ){0,3}(?=(?:leading|global|world|fast|rapidly|award|well|trusted|premier|largest|top|growing|innovative|national|international|unique|not-for-profit|non-profit|private|public|family|major|specialist|provider|company|organi[sz]ation|business|team|trust|charity|firm|brand)\b))|\b(?:founded in|headquartered in|was founded|since (?:1[89]|20)\d\d|(?:award-winning|market-leading|industry-leading) (?:company|organi[sz]ation|team|business)|trusted by|backed by|investors? (?:include|such as)|customers? (?:include|such as|like)|clients? (?:include|such as|like)|brands? (?:include|such as|like))\b/;

// The employer introducing itself by name: "Acme is the world's leading …", "Founded in 1999, …".
const EMPLOYER_INTRO =
  /^(?!(?:This|It|That|There|Here|The (?:role|position|post|job|successful|ideal))\b)(?:[A-Z][\w&.'’-]*\s(?:\([^)]{1,40}\)\s)?){1,6}(?:is|are) (?:a|an|the|one of) (?:\S+ ){0,3}(?=leading|global|world|largest|premier|fastest|award|trusted|innovative|provider|company|organi[sz]ation|platform|business|marketplace|firm|charity|trust)|^(?:Founded|Headquartered|Established) in\b/;

/** Whether a sentence opens a paragraph about the employer, which goes on until a heading. */
export function introducesEmployer(text: string): boolean {
  return EMPLOYER_INTRO.test(text);
}

// What the post holder will do or must bring: ends a paragraph about the employer.
const DUTY_CUE =
  /\b(?:you will|you'll|you must|you should|the (?:post ?holder|successful (?:candidate|applicant)|candidate|jobholder|role holder|role|position)|responsible for|required to|expected to|looking for|seeking)\b/i;

/** Whether a sentence speaks of the job or the candidate rather than the employer. */
export function speaksOfJob(text: string): boolean {
  return DUTY_CUE.test(text) || ASKING_CUE.test(text);
}

// Body sentences the block of the heading above does not decide.
const SOFT_BLOCKS = new Set<BlockKind | undefined>([undefined, 'summary', 'about', 'other']);

/**
 * The block a body sentence belongs to: its own words first (legal, contact, benefits, the employer
 * describing itself), then the block of the heading above it.
 *
 * @example blockOfSentence('We are an equal opportunity employer.', 'requirements') // 'legal'
 */
export function blockOfSentence(
  text: string,
  current: BlockKind | undefined,
): BlockKind | undefined {
  if (LEGAL_CUE.test(text)) return 'legal';
  if (APPLY_CUE.test(text)) return 'apply';
  if (PAY_CUE.test(text)) return 'benefits';
  // "Our stack consists of React, Redux and Docker": the employer's tools are the job's tools.
  if (STACK_CUE.test(text))
    return current !== undefined && NOT_ASKED.has(current) ? 'requirements' : current;
  const asks = current === 'requirements' || current === 'preferred';
  if (!asks && BENEFITS_CUE.test(text)) return 'benefits';
  if (
    ABOUT_CUE.test(text) &&
    (SOFT_BLOCKS.has(current) || current === 'benefits' || !ASKING_CUE.test(text))
  )
    return 'about';
  // Under no telling heading, a duty in its own words ("Responsible for …", "Maintains equipment
  // …", "- The delivery of training") or a list item belongs with the duties.
  if (
    (current === undefined || current === 'summary' || current === 'other') &&
    DUTY_START.test(text)
  )
    return 'responsibilities';
  // A heading misread, or a list that runs on past the benefits: a sentence that asks for a skill
  // in its own words, or a bare list of tools ("APIs, MySQL, React, Azure"), is a requirement
  // wherever it stands.
  if (
    current !== undefined &&
    NOT_ASKED.has(current) &&
    (ASKING_CUE.test(text) || isTechList(text))
  )
    return 'requirements';
  return current;
}

const DUTY_START =
  /^(?:[-–•*·▪◦]\s|\d{1,2}[.)]\s|(?:responsible for|duties (?:will )?include|key duties|the (?:post ?holder|successful (?:candidate|applicant)|role ?holder|jobholder|role|position) will|(?:you will|you'll) (?:be )?(?:responsible|required|expected|working|work|lead|manage|support|provide|deliver|carry|undertake|develop|build|design|maintain|ensure|assist|help)|to (?:carry out|support|provide|ensure|assist|deliver|undertake|manage|lead|maintain|develop|plan|prepare|coordinate|monitor|review|oversee|implement)|(?:assists?|supports?|carr(?:y|ies) out|provides?|ensures?|delivers?|undertakes?|manages?|leads?|maintains?|develops?|conducts?|performs?|plans?|prepares?|coordinates?|monitors?|reviews?|designs?|builds?|creates?|organi[sz]es?|oversees?|implements?|evaluates?|analy[sz]es?|serves? as|acts? as|participates? in|collaborates? with|works? (?:closely )?with)\b))/i;

const ASKING_CUE =
  /\b(?:experience (?:with|in|of|using)|knowledge of|familiarity with|familiar with|proficien\w+|understanding of|must have (?:experience|knowledge|a|an)|ability to|expertise in|hands-on|skills? in|(?:degree|qualification|certification|registration) in)\b/i;

/**
 * Whether a line at the top of a posting is part of its header (title, place, band, hours, pay,
 * contract) rather than the first body sentence: short, with no sentence end.
 */
export function isHeaderLine(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.length > 90) return false;
  if (/[.!?]$/.test(t) && !/\b(?:inc|ltd|co|corp|llc|plc|p\.a)\.$/i.test(t)) return false;
  return t.split(/\s+/).length <= 12;
}

/** Blocks whose words describe the employer or the process, never what the job asks. */
export const NOT_ASKED: ReadonlySet<BlockKind> = new Set(['about', 'benefits', 'legal', 'apply']);

/**
 * A run of a posting's text that plays one part: header, duties, requirements, benefits …
 * Offsets refer to `Posting.text`.
 *
 * @example analyzePosting('Nurse\nBenefits\n- Pension').blocks.map((b) => b.kind) // ['header', 'benefits']
 */
export interface PostingBlock {
  kind: BlockKind;
  start: number;
  end: number;
  /** The heading that opens it, as written, when there is one. */
  heading?: string;
}

/** The blocks of a posting: runs of consecutive sentences of one kind. */
export function blocksOf(sentences: readonly PostingSentence[]): PostingBlock[] {
  const blocks: PostingBlock[] = [];
  for (const s of sentences) {
    const last = blocks[blocks.length - 1];
    if (last && last.kind === s.block && !s.isHeading) {
      last.end = s.end;
      continue;
    }
    const block: PostingBlock = { kind: s.block, start: s.start, end: s.end };
    if (s.isHeading && s.section !== undefined) block.heading = s.section;
    blocks.push(block);
  }
  return blocks;
}
