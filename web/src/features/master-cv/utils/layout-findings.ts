import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ParseLayout, ParseWarning } from '@jobfit/contracts';
import { warningText } from 'src/lib/engine-text/engine-text';

// What the parser saw of the file's layout (meta.layout and its layout warnings) as the review
// screen's notice, one line per finding; the other warnings stay in "About your file"
// (docs/decisions/122-cv-nothing-hidden.md).

type Rule = {
  /** Warning codes that name this finding. */
  codes: RegExp;
  seen: (layout: ParseLayout) => boolean;
  /** Said when no warning's message says it. */
  text: (layout: ParseLayout | undefined, i18n: I18n) => string;
};

const RULES: Rule[] = [
  {
    codes: /column/,
    seen: (l) => l.columns > 1,
    text: (l, i18n) => {
      if (!l || l.columns <= 2) {
        return t(
          i18n,
        )`Two columns side by side: ATS software may read across them and mix your sections.`;
      }
      const columns = l.columns;
      return t(
        i18n,
      )`${columns} columns side by side: ATS software may read across them and mix your sections.`;
    },
  },
  {
    codes: /sidebar/,
    seen: (l) => l.sidebar !== undefined,
    text: (l, i18n) =>
      l?.sidebar === 'left'
        ? t(
            i18n,
          )`A sidebar on the left: ATS software may read it in the middle of your experience, or skip it.`
        : l?.sidebar === 'right'
          ? t(
              i18n,
            )`A sidebar on the right: ATS software may read it in the middle of your experience, or skip it.`
          : t(
              i18n,
            )`A sidebar: ATS software may read it in the middle of your experience, or skip it.`,
  },
  {
    codes: /table|textbox/,
    seen: (l) => l.tables,
    text: (_, i18n) =>
      t(i18n)`Tables or text boxes: ATS software often scrambles or skips what is inside them.`,
  },
  {
    codes: /image|graphic/,
    seen: (l) => l.images,
    text: (_, i18n) => t(i18n)`Images: nothing written in a picture, logo or chart can be read.`,
  },
  {
    codes: /icon|font/,
    seen: (l) => l.icons,
    text: (_, i18n) =>
      t(i18n)`Icons: symbols next to contact details or skill dots read as nothing or as junk.`,
  },
  {
    codes: /header|footer/,
    seen: () => false,
    text: (_, i18n) => t(i18n)`Text in the page header or footer, which many ATS skip.`,
  },
];

export type LayoutFindings = {
  /** One sentence per layout risk, the parser's own message when it gave one. */
  findings: string[];
  /** Warnings that are not about the layout (missing email, no sections, …). */
  otherWarnings: ParseWarning[];
};

/**
 * The layout risks of an uploaded file from `meta.layout` and the parser's warnings, each said
 * once; a draft without `layout` (text, JSON, or stored before) relies on the warnings alone.
 *
 * @example layoutFindings({ columns: 2, tables: false, images: false, icons: false }, []).findings.length // 1
 */
export function layoutFindings(
  layout: ParseLayout | undefined,
  warnings: readonly ParseWarning[],
  i18n: I18n = globalI18n,
): LayoutFindings {
  const findings: string[] = [];
  const used = new Set<ParseWarning>();
  for (const rule of RULES) {
    const warned = warnings.filter((w) => rule.codes.test(w.code));
    warned.forEach((w) => used.add(w));
    if (warned.length > 0) findings.push(...warned.map((w) => warningText(i18n, w)));
    else if (layout && rule.seen(layout)) findings.push(rule.text(layout, i18n));
  }
  return {
    findings: [...new Set(findings)],
    otherWarnings: warnings.filter((w) => !used.has(w)),
  };
}
