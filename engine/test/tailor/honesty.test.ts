// Honest tailoring (docs/product.md, Promise): a skill enters a tailored document only if the CV
// shows it or the user confirms it. A missing, unconfirmed skill must appear in no output:
// tailored CV, letter, or any export.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import {
  CV_TEMPLATES,
  renderCvDocx,
  renderCvMarkdown,
  renderCvPdf,
  renderLetterDocx,
  renderLetterMarkdown,
  renderLetterPdf,
  resumeToText,
} from '../../src/render/index.ts';
import { draftCoverLetter, findUnsupportedSkills, tailorCv } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { POSTING, scanOf } from './sample-scan.ts';

const MISSING = /\b(Rust|Infrastructure as code)\b/i;

describe('honesty', () => {
  const resume = sampleResume();
  const scan = scanOf(resume);
  // The user confirms Terraform only, and asks for Rust to be placed anyway.
  const confirmed = ['Terraform'];
  const tailored = tailorCv({
    resume,
    scan,
    confirmedSkills: confirmed,
    placements: { Rust: { workIndex: 0, highlightIndex: 0 } },
  });
  const letters = (['formal', 'friendly', 'concise'] as const).map((tone) =>
    draftCoverLetter({ resume, scan, tone, company: 'Havn Logistics' }),
  );

  it('the scan does ask for the missing skills', () => {
    expect(scan.keywords.filter((k) => k.status === 'missing').map((k) => k.name)).toEqual(
      expect.arrayContaining(['Rust', 'Infrastructure as code', 'Terraform']),
    );
  });

  it('the tailored CV and the letters name no unconfirmed missing skill', () => {
    const texts = [JSON.stringify(tailored.resume), ...letters.map((l) => JSON.stringify(l))];
    for (const t of texts) expect(t).not.toMatch(MISSING);
    // The summary may name the role and the employer ("… role at Havn Logistics"), as the server's
    // honesty check allows: neither is a skill claim.
    const job = [scan.posting.title ?? '', scan.posting.company ?? ''];
    expect(
      findUnsupportedSkills(resumeToText(tailored.resume), resume, confirmed, { ignore: job }),
    ).toEqual([]);
    for (const l of letters)
      expect(
        findUnsupportedSkills(l.paragraphs.join('\n'), resume, confirmed, {
          ignore: [l.title ?? '', l.company ?? ''],
        }),
      ).toEqual([]);
  });

  it('no export of the tailored CV names an unconfirmed missing skill', async () => {
    const order = tailored.sectionOrder;
    const texts = [renderCvMarkdown(tailored.resume, { sectionOrder: order })];
    for (const { id } of CV_TEMPLATES) {
      texts.push(
        (
          await parseCv(
            await renderCvPdf(tailored.resume, {
              template: id,
              pageSize: 'A4',
              sectionOrder: order,
            }),
          )
        ).text,
      );
      texts.push(
        (await parseCv(await renderCvDocx(tailored.resume, { template: id, sectionOrder: order })))
          .text,
      );
    }
    for (const t of texts) {
      expect(t).not.toMatch(MISSING);
      expect(t).toContain('Terraform');
    }
  });

  it('no export of the letters names an unconfirmed missing skill', async () => {
    for (const letter of letters) {
      const sender = resume.basics;
      const texts = [
        renderLetterMarkdown(letter, { sender }),
        (await parseCv(await renderLetterPdf(letter, { sender, pageSize: 'Letter' }))).text,
        (await parseCv(await renderLetterDocx(letter, { sender }))).text,
      ];
      for (const t of texts) expect(t).not.toMatch(MISSING);
    }
  });
});

describe('honesty of fuller letters (decision 150)', () => {
  // The posting asks for a doctorate, a PMP certificate and Rust; the CV has none of them.
  const posting = POSTING.replace(
    'Requirements\n',
    'Requirements\n- PhD in Computer Science\n- PMP certification\n- Rust in production\n',
  );

  it('names no degree, certificate or skill the posting asks for and the CV lacks', () => {
    const resume = sampleResume();
    resume.certificates = [];
    for (const tone of ['formal', 'friendly', 'concise'] as const) {
      const text = draftCoverLetter({
        resume,
        scan: scanOf(resume, posting),
        tone,
      }).paragraphs.join(' ');
      expect(text).not.toMatch(/\bPhD\b|\bPMP\b|\bRust\b|doctorate|certif|credential/i);
      // The CV's own degree is named as it is, never raised to the level asked.
      expect(text).not.toContain('in line with the education your posting asks for');
    }
  });

  it('every draft passes the honesty check the server runs on its Markdown', () => {
    const resume = sampleResume();
    for (const tone of ['formal', 'friendly', 'concise'] as const) {
      const letter = draftCoverLetter({
        resume,
        scan: scanOf(resume, posting),
        tone,
        title: 'Rust Platform Engineer',
        company: 'Havn Logistics',
      });
      const markdown = renderLetterMarkdown(letter, { sender: resume.basics });
      expect(
        findUnsupportedSkills(markdown, resume, [], {
          ignore: ['Rust Platform Engineer', 'Havn Logistics'],
        }),
      ).toEqual([]);
    }
  });
});
