/** "TypeScript, Node.js , ,Go" → ["TypeScript", "Node.js", "Go"]: the skills field as typed. */
export function parseKeywordList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const formatKeywordList = (keywords: readonly string[]) => keywords.join(', ');
