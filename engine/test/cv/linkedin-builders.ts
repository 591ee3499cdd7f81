// A LinkedIn data export ("Get a copy of your data") built here: the CSV names and headers of
// the real export, one invented member. Used by the engine, server and e2e tests (decision 173).
import { zipSync } from 'fflate';

const csv = (rows: string[][]) =>
  `\uFEFF${rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n')}\n`;

/** The CSV files of one member's export, by their name in the zip. */
export const LINKEDIN_FILES: Record<string, string> = {
  'Profile.csv': csv([
    [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
    [
      'Grace',
      'Okafor',
      '',
      '',
      '',
      'Senior Data Engineer at Northwind',
      'I build data platforms that teams trust: reliable pipelines, clear models, and tooling.',
      'Software Development',
      '',
      'London, England, United Kingdom',
      '',
      '[PORTFOLIO:https://grace.dev]',
      '',
    ],
  ]),
  'Positions.csv': csv([
    ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    [
      'Northwind',
      'Senior Data Engineer',
      '- Moved 40 nightly batch jobs to Apache Airflow, cutting failures by 80%\n- Built a "single customer view" in Snowflake used by 12 teams',
      'London, England, United Kingdom',
      'Mar 2021',
      '',
    ],
    [
      'Contoso, Ltd.',
      'Data Engineer',
      'Wrote Python ETL services for billing data.\nModelled revenue reporting in SQL for finance.',
      'Leeds, England, United Kingdom',
      '2017',
      'Feb 2021',
    ],
  ]),
  'Education.csv': csv([
    ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    ['University of Leeds', '2013', '2016', '', 'BSc Computer Science', 'Hackathon society'],
  ]),
  'Skills.csv': csv([['Name'], ['Python'], ['SQL'], ['Apache Airflow'], ['Snowflake']]),
  'Certifications.csv': csv([
    ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
    ['AWS Certified Data Engineer', '', 'Amazon Web Services (AWS)', 'May 2023', '', 'ABC-123'],
  ]),
  'Languages.csv': csv([
    ['Name', 'Proficiency'],
    ['English', 'Native or bilingual proficiency'],
    ['Yoruba', 'Professional working proficiency'],
  ]),
  'Projects.csv': csv([
    ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
    [
      'Open flights dashboard',
      'A public dashboard of UK flight delays.',
      '',
      'Jan 2022',
      'Apr 2022',
    ],
  ]),
  'Email Addresses.csv': csv([
    ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
    ['g.okafor@oldmail.example', 'Yes', 'No', '1/2/20, 9:00 AM'],
    ['grace.okafor@example.com', 'Yes', 'Yes', '3/4/21, 10:00 AM'],
  ]),
  'PhoneNumbers.csv': csv([
    ['Extension', 'Number', 'Type'],
    ['', '+44 20 7946 0958', 'Mobile'],
  ]),
  // Parts of the export a CV never needs; they must not be read.
  'Connections.csv': csv([
    ['First Name', 'Last Name', 'Company', 'Position', 'Connected On'],
    ['Ada', 'Lovelace', 'Analytical Engines', 'Mathematician', '01 Jan 2020'],
  ]),
  'messages.csv': csv([
    ['CONVERSATION ID', 'FROM', 'CONTENT'],
    ['1', 'Ada', 'Hello'],
  ]),
};

/** The export as LinkedIn sends it: a zip of the CSVs above (or of `files`). */
export function linkedInExport(files: Record<string, string> = LINKEDIN_FILES): Uint8Array {
  const enc = new TextEncoder();
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, enc.encode(t)])));
}
