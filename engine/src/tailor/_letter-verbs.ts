// The action verbs a CV line may start with, in base and past form (decision 150): enough to put a
// line in the first person ("Manage four offices" → "I managed four offices") without a parser.

// Base-form action verbs a CV line may start with ("Manage four offices") and, when not regular,
// their past tense. General CV vocabulary across trades, offices, care and software.
export const BASE_VERBS: Record<string, string> = Object.fromEntries(
  (
    'manage lead:led develop design build:built create deliver provide support maintain coordinate ' +
    'oversee:oversaw direct prepare monitor compute meet:met install use perform plan:planned ' +
    'run:ran teach:taught train handle assist ensure implement conduct review write:wrote process ' +
    'organise organize supervise mentor serve address work collaborate analyse analyze report ' +
    'drive:drove own administer assess record deploy automate test configure migrate optimise ' +
    'optimize negotiate sell:sold recruit hire care cook bake clean schedule communicate advise ' +
    'resolve track respond update establish launch reduce increase improve identify interpret ' +
    'apply issue operate order package pull receive inspect accept send:sent utilize utilise ' +
    'speak:spoke determine greet answer file book route measure document stock assemble repair ' +
    'troubleshoot diagnose wire calibrate load unload collect verify reconcile audit post invoice ' +
    'bill budget forecast draft edit publish present code program:programmed debug refactor ' +
    'integrate research evaluate recommend consult guide coach tutor counsel treat seat prep:prepped ' +
    'purchase procure source ship:shipped pack sort count check log:logged enter scan:scanned ' +
    'market promote represent onboard interview screen pay:paid settle generate maintain handle ' +
    'lead oversee facilitate liaise partner contribute participate help perform streamline ' +
    'standardise standardize modernise modernize design architect refine upgrade secure protect ' +
    'inspire motivate empower sterilise sterilize restock replenish dispatch arrange host open ' +
    'close:closed attend respond compile gather enter spearhead champion initiate pioneer save ' +
    'win:won grow:grew cut:cut set:set hold:held keep:kept bring:brought find:found take:took ' +
    'give:gave teach:taught seek:sought feed:fed deal:dealt undertake:undertook draw:drew ' +
    'control:controlled refer:referred travel:travelled label:labelled cancel:cancelled invest ' +
    'engage specialise specialize focus rely'
  )
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [base = '', past] = entry.split(':');
      const regular = base.endsWith('e')
        ? `${base}d`
        : /[^aeiou]y$/.test(base)
          ? `${base.slice(0, -1)}ied`
          : `${base}ed`;
      return [base, past ?? regular];
    }),
);
export const PAST_FORMS = new Set(Object.values(BASE_VERBS));

/** "Manages" → "manage", "Supervises" → "supervise", "Carries" → "carry"; undefined if not a known verb. */
export function baseOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (BASE_VERBS[w]) return w;
  for (const b of [w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')])
    if (b !== w && BASE_VERBS[b]) return b;
  return undefined;
}

/** True for a verb in any form the vocabulary knows: "manage", "manages", "managed", "led". */
export function isVerbForm(word: string): boolean {
  const w = word.toLowerCase();
  return !!baseOf(w) || PAST_FORMS.has(w) || /^[a-z]{3,}ed$/.test(w);
}
