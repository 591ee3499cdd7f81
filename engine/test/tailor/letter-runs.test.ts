// Decision 243: a CV of many short duties fills its letter. The duties left over are summed up from
// the job that has most of them, even when they only make a run together; the summing sentence
// follows its job's last quoted line; a duty said twice in other word endings is quoted once.
import { describe, expect, it } from 'vitest';
import { LETTER_TONES } from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';
import { draftCoverLetter } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const TONES = LETTER_TONES.map((t) => t.id);
const sentencesIn = (text: string) => text.split(/(?<=[.!?”])\s+(?=[A-Z])/);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const HOTEL = [
  /appearance and performance/,
  /guest payments/,
  /registered guests/,
  /dining and entertainment/,
  /public relations/,
  /towels and toiletries/,
  /requested items/,
  /cribs/,
];
const BAKERY = [/friendly attitude/, /cash deposits/, /displays stocked/];

/** A receptionist's CV: two jobs of short duties, neither job the posting's words. */
function frontDeskResume(): Resume {
  const resume = sampleResume();
  delete resume.basics.summary;
  resume.work = [
    {
      name: 'Hotel Fjordgaarden',
      position: 'Front Desk Associate',
      startDate: '2019-01',
      endDate: '2021-06',
      highlights: [
        'Monitored the appearance and performance of the front desk staff',
        'Processed guest payments for room charges, food and beverage charges and phone charges',
        'Greeted and registered guests and issued room keys',
        'Recommended dining and entertainment options for guests in the area',
        'Served as public relations representative for the hotel',
        'Supplied guests with extra towels and toiletries when requested',
        "Delivered requested items to guests' rooms",
        'Delivered special request items such as cribs to guest rooms',
      ],
    },
    // A job with no employer to name: only its place in the letter says where a duty was done.
    {
      position: 'Sales Associate',
      startDate: '2016-02',
      endDate: '2018-12',
      highlights: [
        'Displayed a positive and friendly attitude towards customers and fellow team members',
        'Opened and closed the store and made the cash deposits',
        'Kept the displays stocked and appealing',
      ],
    },
  ];
  resume.projects = [];
  resume.skills = [{ name: 'Skills', keywords: ['Front desk', 'Customer service'] }];
  return resume;
}

const POSTING = `Receptionist
Aarhus Medical Centre

We are looking for a friendly Receptionist to join our front desk team.

Requirements
- Experience on a front desk or in customer service
- Good communication skills
- Able to handle payments and bookings
`;

function bodyOf(tone: (typeof TONES)[number]): string {
  const resume = frontDeskResume();
  const letter = draftCoverLetter({
    resume,
    scan: scanOf(resume, POSTING),
    tone,
    company: 'Aarhus Medical Centre',
    title: 'Receptionist',
  });
  return letter.paragraphs.join('\n\n');
}

const count = (text: string, marks: RegExp[]) => marks.filter((m) => m.test(text)).length;

describe('draftCoverLetter: many short duties (decision 243)', () => {
  it.each(TONES)('%s: a duty written twice in other word endings is quoted once', (tone) => {
    const body = bodyOf(tone);
    expect(count(body, [/requested items to guests/, /special request items/])).toBeLessThan(2);
  });

  it.each(TONES)('%s: duties left over are summed up, all from one job', (tone) => {
    const run = sentencesIn(bodyOf(tone)).filter((s) => count(s, HOTEL) + count(s, BAKERY) > 1);
    expect(run).toHaveLength(1);
    expect(Math.min(count(run[0]!, HOTEL), count(run[0]!, BAKERY))).toBe(0);
  });

  it.each(TONES)('%s: the summing sentence names its job or follows a line of it', (tone) => {
    const sentences = sentencesIn(bodyOf(tone).replace(/\n\n/g, ' '));
    const at = sentences.findIndex((s) => count(s, HOTEL) + count(s, BAKERY) > 1);
    const run = sentences[at] ?? '';
    const marks = count(run, HOTEL) > 0 ? HOTEL : BAKERY;
    if (marks === HOTEL && run.includes('Hotel Fjordgaarden')) return;
    // A job with no employer is named by its title: "As a Sales Associate, I also …".
    if (marks === BAKERY && run.includes('Sales Associate')) return;
    // "In the same role, I also …": the sentence before quotes a line of that job.
    expect(run).toMatch(
      /^(?:In the same role|There|In that same job|While I was there|In that role),/,
    );
    expect(count(sentences[at - 1] ?? '', marks)).toBe(1);
  });

  it.each(TONES)('%s: the letter reaches 250 words from the CV alone', (tone) => {
    expect(words(bodyOf(tone))).toBeGreaterThanOrEqual(250);
  });

  it.each(TONES)('%s: a skill read as a job title never names the job', (tone) => {
    const resume = frontDeskResume();
    // A two-column CV's parse can put a skill where the title stood.
    resume.work[1]!.position = 'A/B testing';
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, POSTING), tone });
    expect(letter.paragraphs.join(' ')).not.toMatch(/\b(?:as|was) an? A\/B testing\b/i);
  });
});
