// A scan of the sample CV against a made-up posting, for the tailoring tests. The posting asks for
// Kubernetes, Kafka and Go (the CV shows them), React, and Terraform and Rust (the CV lacks them).
import { scan } from '../../src/match/index.ts';
import { resumeToText } from '../../src/render/index.ts';
import type { ParsedCv, Resume } from '../../src/resume.ts';
import type { ScanResult } from '../../src/match/index.ts';

/** The posting text; company Havn Logistics, title Senior Platform Engineer. */
export const POSTING = `Senior Platform Engineer
Havn Logistics — Copenhagen

About the role
We are looking for a Senior Platform Engineer to build our shipment tracking platform.

Requirements
- 5+ years of backend development experience
- Strong experience with Go and Kafka
- Experience running services on Kubernetes
- Experience with Terraform and infrastructure as code
- Familiarity with Rust
- Experience with PostgreSQL and event sourcing

Nice to have
- React and TypeScript for internal tools
- Mentoring engineers
`;

/** The CV as the scanner sees a typed-in CV: its plain text and structure. */
function parsedOf(resume: Resume): ParsedCv {
  return {
    resume,
    text: resumeToText(resume),
    meta: {
      source: 'json',
      sections: [
        'SUMMARY',
        'EXPERIENCE',
        'EDUCATION',
        'SKILLS',
        'PROJECTS',
        'CERTIFICATIONS',
        'LANGUAGES',
      ],
      warnings: [],
      confidence: {},
    },
  };
}

/** A scan of `resume` against the posting (or another one). */
export function scanOf(resume: Resume, posting = POSTING): ScanResult {
  return scan(parsedOf(resume), posting, { asOf: '2026-11-23' });
}
