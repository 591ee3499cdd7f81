import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small made-up CV as lines: the name first, section headings in capitals. */
export const SAMPLE_CV_LINES = [
  'Jordan Example',
  'Senior Backend Engineer',
  'jordan.example@example.com | +44 20 7946 0958 | London, UK',
  '',
  'EXPERIENCE',
  'Senior Backend Engineer, Northwind Logistics — Jan 2020 – Present',
  '• Built TypeScript and Node.js services on PostgreSQL handling 2 million orders a day',
  '• Cut p95 API latency by 40% with Redis caching and query tuning',
  'Software Engineer, Contoso Retail — Jun 2016 – Dec 2019',
  '• Developed REST APIs in Java and Spring Boot; introduced Docker-based CI',
  '',
  'EDUCATION',
  'BSc Computer Science, University of Leeds — 2012 – 2016',
  '',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Redis, Docker, Java, REST APIs, Git',
];

/** The sample CV as a real one-page PDF with a text layer (pdf-lib, standard fonts). */
export async function samplePdf(lines = SAMPLE_CV_LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  lines.forEach((line, i) => {
    const heading = i === 0 || /^[A-Z ]{4,}$/.test(line);
    page.drawText(line.replace('•', '-').replace('—', '-').replace('–', '-'), {
      x: 50,
      y,
      size: i === 0 ? 20 : heading ? 13 : 10,
      font: heading ? bold : regular,
    });
    y -= i === 0 ? 28 : line === '' ? 8 : 16;
  });
  return doc.save();
}

/** The sample CV as a real DOCX (docx library), headings as Word headings. */
export async function sampleDocx(lines = SAMPLE_CV_LINES): Promise<Uint8Array> {
  const children = lines.map((line, i) =>
    i === 0
      ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(line)] })
      : /^[A-Z ]{4,}$/.test(line)
        ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(line)] })
        : new Paragraph({ children: [new TextRun(line)] }),
  );
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A realistic posting for the sample CV's field. */
export const SAMPLE_POSTING = `Senior Backend Engineer
Acme Payments — London (hybrid)

About the role
You will design and run the services behind our payments platform.

Requirements
- 5+ years of experience building backend services
- Strong TypeScript and Node.js skills
- Experience with PostgreSQL and Redis
- Experience with Kubernetes and AWS
- Good communication skills

Nice to have
- Experience with Kafka
- Terraform
`;
