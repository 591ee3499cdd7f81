import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// Title, company and location of a posting (docs/decisions/114-posting-title-company.md). Every
// employer and person here is invented.
const read = (text: string) => {
  const p = analyzePosting(text, { nlp: false });
  return { title: p.title, company: p.company, location: p.location };
};

describe('posting title', () => {
  it.each([
    // Header lines
    [
      'a company prefix goes to the company',
      'Northwind Analytics: Staff Data Engineer\n\nWe build the data platform for 300 clinics.',
      'Staff Data Engineer',
    ],
    [
      'a title written twice is read once',
      'Head of Platform, Fabrikam CloudHead of Platform, Fabrikam Cloud\n\nAbout the role\nYou will lead eight engineers.',
      'Head of Platform',
    ],
    [
      'a job-board label and an experience note go',
      'Job Description: Product Manager (10+ Years of Experience)\nContoso Labs, Seattle, WA\n\nAbout Us',
      'Product Manager',
    ],
    [
      'a heading glued to the title goes',
      'Product Owner/Data AdvocateOVERVIEW\n\nWork with partners to build data products.',
      'Product Owner/Data Advocate',
    ],
    [
      'pay band, contract and recruitment notes go',
      'Bank Healthcare Assistant - Band 3 - Internal Only\n\nYou will support nurses on the ward.',
      'Healthcare Assistant',
    ],
    [
      'an open day and a fixed term go',
      'Staff Nurse (Open Day) - Fixed Term\n\nCome and meet us.',
      'Staff Nurse',
    ],
    [
      'hours and pay go',
      'Part Time Receptionist £11.50 per hour\n\nGreet patients.',
      'Receptionist',
    ],
    [
      'the specialism after a dash goes, the role keeps its words',
      'Clinical Nurse Specialist - Tissue Viability\n\nLead wound care across the Trust.',
      'Clinical Nurse Specialist',
    ],
    [
      'a level stays',
      'Software Engineer II\nLocation: Austin, TX\n\nBuild services.',
      'Software Engineer II',
    ],
    [
      'a plural heading is one post',
      'Ambulance Care Assistants – (Full training will be provided)\n\nLocation: Riverside Hospital',
      'Ambulance Care Assistant',
    ],
    [
      'a label',
      'Position: Warehouse Operative\nEmployer: Woodgrove Logistics\n\nPick orders.',
      'Warehouse Operative',
    ],
    [
      'a line naming whom the post reports to is not the title',
      'Ward Sister\nResponsible to: Matron\nAccountable to: Head of Nursing\n\nLead the ward.',
      'Ward Sister',
    ],
    [
      'a run-on posting opens with its title',
      'Account Executive - SaaS Primary Purpose: Grow new business with mid-market customers across the region.',
      'Account Executive',
    ],
    // Sentences
    [
      '"X is seeking an experienced Y"',
      'Proseware is seeking an experienced SQL Data Engineer to design pipelines. Apply now.',
      'SQL Data Engineer',
    ],
    [
      '"Join X as a Y"',
      'Join Tailspin Toys as a Senior Game Designer and shape our next title.',
      'Senior Game Designer',
    ],
    [
      '"the Y position at X"',
      'We are excited to fill the Principal Data Scientist position here at Litware. You will lead modelling.',
      'Principal Data Scientist',
    ],
    [
      '"An opportunity has arisen … to join our team as a Y"',
      'An opportunity has arisen in the Finance Department for a motivated individual to join our team as a Payroll Assistant working alongside 12 colleagues.',
      'Payroll Assistant',
    ],
    [
      '"We are seeking a Band 5 Staff Nurse to join …"',
      'We are seeking a Band 5 Staff Nurse to join our busy surgical ward.',
      'Staff Nurse',
    ],
    [
      '"X are seeking to appoint a Y"',
      'Adatum Health are seeking to appoint a Consultant in Respiratory Medicine to join a growing department.',
      'Consultant in Respiratory Medicine',
    ],
    [
      '"looking to recruit a …" past the praise',
      'We are looking to recruit a highly motivated and flexible Mechanical Craftsperson to join our Estates Team.',
      'Mechanical Craftsperson',
    ],
    [
      'a role in lower case is written as a title',
      'We are seeking a senior software engineer for the day-to-day running of our ServiceNow platform.',
      'Senior Software Engineer',
    ],
    [
      'a plural role is one post',
      'Join Litware. We are seeking Software Engineers of all levels who are experienced with data visualisation.',
      'Software Engineer',
    ],
    [
      'nurses wanted',
      'We are now looking for dynamic, flexible nurses who seek a fast-paced environment.',
      'Nurse',
    ],
    [
      '"Are you a …"',
      'Are you a highly motivated recruiter, looking for a new challenge?',
      'Recruiter',
    ],
    [
      '"As a Y, you will"',
      'As a Business Intelligence Analyst, you will turn data into decisions.',
      'Business Intelligence Analyst',
    ],
    [
      'an opportunity for a named role after a vague one',
      'The Trust is looking to appoint an enthusiastic procurement professional to join the team. An exciting opportunity has arisen for a Category Buyer to join the Procurement department.',
      'Category Buyer',
    ],
    [
      '"The Y will" at a sentence start',
      'Summary:\nPerforms laboratory tests. The Medical Technologist will report to the lab manager.',
      'Medical Technologist',
    ],
  ])('%s', (_, text, title) => {
    expect(read(text).title).toBe(title);
  });

  it("never takes a contact person's job title", () => {
    const glued = [
      'Porter',
      '',
      'Based at Riverside General Hospital',
      '',
      'You will move patients safely between wards.',
      '',
      'For further details / informal visits contact:',
      '',
      'NameAlex MorganJob titleFacilities SupervisorEmail addressalex.morgan@example.org',
    ].join('\n');
    const labelled = [
      'We are looking to recruit a reliable Porter to join our facilities team.',
      '',
      'For further details / informal visits contact:',
      '',
      'Name: Sam Lee',
      '',
      'Job title: Head of Estates',
    ].join('\n');
    const contactLine =
      'Contact: Jo Park, Hiring Manager\nJob title: Head of Data\n\nWe need a Data Analyst.';
    expect([read(glued).title, read(labelled).title, read(contactLine).title]).toEqual([
      'Porter',
      'Porter',
      'Data Analyst',
    ]);
  });

  it('gives no title when the text names no role', () => {
    const text =
      'Our data team is growing and we want people who love clean pipelines.\nWe are looking for someone curious. Tell us about yourself.';
    expect(read(text).title).toBeUndefined();
  });
});

describe('posting company', () => {
  it.each([
    [
      'a label',
      'Position: Warehouse Operative\nEmployer: Woodgrove Logistics\n\nPick orders.',
      'Woodgrove Logistics',
    ],
    [
      'a company prefix on the title line',
      'Northwind Analytics: Staff Data Engineer\n\nWe build data.',
      'Northwind Analytics',
    ],
    [
      '"Title at X" in a header',
      'Data Engineer at Fourth Coffee\n\nBuild pipelines.',
      'Fourth Coffee',
    ],
    [
      '"X, City, ST" under the title',
      'Product Manager\nContoso Labs, Seattle, WA\n\nAbout Us',
      'Contoso Labs',
    ],
    [
      '"X is seeking"',
      'Proseware is seeking an experienced SQL Data Engineer to design pipelines.',
      'Proseware',
    ],
    [
      '"Join X"',
      'Join Tailspin Toys as a Senior Game Designer and shape our next title.',
      'Tailspin Toys',
    ],
    [
      '"At X, we"',
      'At Lamna Healthcare, we believe in care. We are looking for a Care Coordinator.',
      'Lamna Healthcare',
    ],
    [
      '"X is a leading …"',
      'Fourth Coffee is a leading roaster. We are hiring a Head of Roasting.',
      'Fourth Coffee',
    ],
    [
      'an "About X" heading',
      'About Wingtip Toys\nWingtip Toys builds wooden toys.\n\nWe need a Warehouse Supervisor.',
      'Wingtip Toys',
    ],
    [
      'the client named "on behalf of"',
      'We are recruiting on behalf of our client, Relecloud, a growing fintech. They need a Risk Analyst.\n\nBlue Yonder Recruitment is an equal opportunity employer.',
      'Relecloud',
    ],
    [
      'the agency when the client is unnamed',
      'Our client, a leading bank, is seeking a Risk Analyst to join its credit team.\n\nBlue Yonder Recruitment is an equal opportunity employer.',
      'Blue Yonder Recruitment',
    ],
    [
      '"working for X"',
      "You will be working for Alpine Ski House, the region's largest resort, as a Lift Operator.",
      'Alpine Ski House',
    ],
    [
      '"We at X are"',
      'We at Humongous Insurance are looking for a Claims Handler.',
      'Humongous Insurance',
    ],
    [
      'an apposition between name and verb',
      'Margie Travel, a leading provider of group holidays, is seeking a Travel Consultant.',
      'Margie Travel',
    ],
    [
      'a repeated organisation name',
      'The ward is part of Riverside Community NHS Foundation Trust. We are looking for a Ward Clerk.\nRiverside Community NHS Foundation Trust offers flexible working.',
      'Riverside Community NHS Foundation Trust',
    ],
    [
      'a name with apostrophes',
      "Guy's and St Thomas' NHS Foundation Trust is seeking a Staff Nurse.",
      "Guy's and St Thomas' NHS Foundation Trust",
    ],
    [
      'the owner of a practice',
      "Northwind's Data Practice is seeking a Data Analyst.",
      'Northwind',
    ],
    [
      'an "Org — City (hybrid)" header line',
      'Senior Backend Engineer\nAcme Payments — London (hybrid)\n\nAbout the role',
      'Acme Payments',
    ],
    [
      'the employer, not its customers',
      'Trey Research is seeking a Data Analyst. We serve clients such as Contoso Bank Group and Fabrikam Inc.',
      'Trey Research',
    ],
    [
      'the employer, not its investors',
      'Coho Vineyard is hiring a Data Engineer. We are backed by Graphic Design Capital Partners and Woodgrove Holdings.\nCoho Vineyard is an equal opportunity employer.',
      'Coho Vineyard',
    ],
    [
      'not the hospital the job is based at',
      'Maintenance Electrician\n\nBased at Riverside General Hospital\n\nRepair electrical systems.',
      undefined,
    ],
  ])('%s', (_, text, company) => {
    expect(read(text).company).toBe(company);
  });
});

describe('posting location', () => {
  it.each([
    [
      'a label',
      'Data Engineer\nLocation: Leeds, West Yorkshire\n\nBuild pipelines.',
      'Leeds, West Yorkshire',
    ],
    [
      'a label with a postcode',
      'Office Manager\nWork location: Harbour House, Bristol BS1 4QA',
      'Harbour House, Bristol',
    ],
    [
      '"Based at"',
      'Porter\n\nBased at Riverside General Hospital\n\nBand 2',
      'Riverside General Hospital',
    ],
    [
      '"based in" in a sentence',
      'Data Analyst\n\nThe position is based in Tulsa, Oklahoma.',
      'Tulsa, Oklahoma',
    ],
    ['a "City, ST" header line', 'Data Engineer\nAustin, TX\n\nBuild pipelines.', 'Austin, TX'],
    [
      'an "Org — City (hybrid)" header line',
      'Backend Engineer\nAcme Payments — London (hybrid)',
      'London (hybrid)',
    ],
    [
      'a company and place line',
      'Data Engineer\nNorthwind Analytics, Denver, CO\n\nBuild pipelines.',
      'Denver, CO',
    ],
    [
      'a site named in a sentence',
      'We are looking for a CT Radiographer to join our team at Riverside General Hospital.',
      'Riverside General Hospital',
    ],
    ['a remote role', 'Data Engineer\n\nThis is a fully remote role.', 'Remote'],
    ['none given', 'Data Engineer\n\nBuild pipelines in Python.', undefined],
  ])('%s', (_, text, location) => {
    expect(read(text).location).toBe(location);
  });
});

describe('posting header from markup', () => {
  it('reads JSON-LD title, hiringOrganization and jobLocation, cleaning the title', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staff Nurse - Band 5 (Nights)',
      hiringOrganization: { '@type': 'Organization', name: 'Adatum Health' },
      jobLocation: { address: { addressLocality: 'Leeds', addressCountry: 'GB' } },
      description: '<p>Care for patients on a surgical ward.</p>',
    });
    expect(read(ld)).toEqual({
      title: 'Staff Nurse',
      company: 'Adatum Health',
      location: 'Leeds, GB',
    });
  });

  it('gives "Remote" for a JSON-LD telecommute job with no place', () => {
    const ld = JSON.stringify({
      '@type': 'JobPosting',
      title: 'Data Analyst',
      hiringOrganization: 'Contoso Retail',
      jobLocationType: 'TELECOMMUTE',
      description: 'Build dashboards.',
    });
    expect(read(ld).location).toBe('Remote');
  });

  it('reads a page title when the <h1> is not a job title', () => {
    const html =
      '<html><head><title>Data Analyst at Contoso Retail</title></head><body><h1>Careers</h1><p>Build dashboards in SQL.</p></body></html>';
    expect(read(html)).toEqual({
      title: 'Data Analyst',
      company: 'Contoso Retail',
      location: undefined,
    });
  });
});

describe('posting header on hostile input', () => {
  // A size that would hang a backtracking pattern; no timing assert (docs/architecture.md).
  it('reads 100 KB of repeated cue words and one long line', () => {
    const cues =
      'Northwind Data, a leader, is seeking a Senior Data Engineer at The Data Group '.repeat(1300);
    const oneLine = 'Lead Engineer Northwind Group Holdings '.repeat(2600);
    expect(read(cues).title).toBe('Senior Data Engineer');
    expect(read(oneLine).company).toBeUndefined();
  });
});

describe('posting header lines', () => {
  it('does not run the title line into the employer line below it', () => {
    const p = read(
      'Senior Platform Engineer\nHavn Logistics — Copenhagen\n\nAbout the role\nWe are looking for a Senior Platform Engineer to build our tracking platform.',
    );
    expect([p.title, p.company]).toEqual(['Senior Platform Engineer', 'Havn Logistics']);
  });

  it('still reads an employer named across a line wrapped by the page', () => {
    const p = read(
      'We are looking for a Data Engineer with five years of experience to join Northwind\nAnalytics in Leeds, building the pipelines behind our freight pricing.',
    );
    expect(p.company).toBe('Northwind Analytics');
  });
});
