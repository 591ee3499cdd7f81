/**
 * A CV template's id.
 *
 * @example const id: CvTemplateId = 'classic'
 */
export type CvTemplateId = 'classic' | 'modern';

/**
 * A CV template the user can pick: every one is single column, real text and standard headings,
 * so applicant tracking systems read it (docs/decisions/050-tailoring-and-rendering.md).
 *
 * @example CV_TEMPLATES.map((t) => t.name) // ['Classic', 'Modern']
 */
export const CV_TEMPLATES: readonly { id: CvTemplateId; name: string; description: string }[] = [
  {
    id: 'classic',
    name: 'Classic',
    description:
      'Serif type, centred name, capital headings over a thin rule. Safe for conservative industries.',
  },
  {
    id: 'modern',
    name: 'Modern',
    description:
      'Sans-serif type, name on the left, headings in a dark blue accent. Clean and compact.',
  },
];

/** How a template looks; the PDF and DOCX renderers both read it. */
export interface TemplateStyle {
  family: 'serif' | 'sans';
  /** Word font name for the DOCX export (a common installed font of the same kind). */
  docxFont: string;
  nameSize: number;
  nameAlign: 'center' | 'left';
  headingSize: number;
  headingCaps: boolean;
  /** RGB 0–1. */
  accent: [number, number, number];
  headingRule: boolean;
  bodySize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
}

/** The look of each template. Sizes in points. */
export const TEMPLATE_STYLES: Readonly<Record<CvTemplateId, TemplateStyle>> = {
  classic: {
    family: 'serif',
    docxFont: 'Georgia',
    nameSize: 22,
    nameAlign: 'center',
    headingSize: 11.5,
    headingCaps: true,
    accent: [0.1, 0.1, 0.1],
    headingRule: true,
    bodySize: 10,
    leading: 1.32,
  },
  modern: {
    family: 'sans',
    docxFont: 'Calibri',
    nameSize: 24,
    nameAlign: 'left',
    headingSize: 13,
    headingCaps: false,
    accent: [0.12, 0.27, 0.49],
    headingRule: false,
    bodySize: 10,
    leading: 1.3,
  },
};

/**
 * The letter templates. One, plain and business-like, matching either CV.
 *
 * @example LETTER_TEMPLATES[0]?.id // 'standard'
 */
export const LETTER_TEMPLATES: readonly { id: 'standard'; name: string; description: string }[] = [
  {
    id: 'standard',
    name: 'Standard',
    description: 'Sender block, date, greeting and paragraphs in the Modern CV type.',
  },
];
