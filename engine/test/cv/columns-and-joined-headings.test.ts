// Jobs under a heading that names experience with something else, entries led by their dates, and
// jobs whose lines another column's lines were read into (decision 221). Employers, places and
// people are made up.
import { describe, expect, it } from 'vitest';
import { parseCvText } from '../../src/cv/index.ts';

const HEAD = 'Ilse Marrow\nilse@example.org | +44 20 7946 0958\n';
const work = (body: string) => parseCvText(`${HEAD}${body}\n`).resume.work;
const brief = (body: string) =>
  work(body).map((w) => [w.position, w.name, w.startDate, w.endDate ?? (w.current ? 'now' : '')]);

describe('a heading that names experience with something else', () => {
  it('reads "Experience and completed projects:" as the jobs section', () => {
    const body = [
      'Skills:',
      'Go, Rust, SQL.',
      'Experience and completed projects:',
      'Data Analyst, Quillmark Labs, Oslo',
      'March 2019 – May 2021',
      'Built the weekly sales reports for the shop managers and the board.',
    ].join('\n');
    expect(brief(body)).toEqual([['Data Analyst', 'Quillmark Labs', '2019-03', '2021-05']]);
  });
});

describe('entries led by their dates', () => {
  it('keeps short duty lines in the entry above until the next dated line', () => {
    const body = [
      'Work experience:',
      '2020 2021 Data Analyst at Quillmark Labs, Norway',
      'Built the weekly sales reports for the shop managers and the board.',
      'Pricing Dashboards',
      'Sales Forecasts',
      '2018 2019 Tester at Orbit Freight Ltd, Norway',
      'Tested the booking pages.',
    ].join('\n');
    expect(brief(body)).toEqual([
      ['Data Analyst', 'Quillmark Labs', '2020', '2021'],
      ['Tester', 'Orbit Freight Ltd', '2018', '2019'],
    ]);
    expect(work(body)[0]?.highlights).toEqual([
      'Built the weekly sales reports for the shop managers and the board.',
      'Pricing Dashboards',
      'Sales Forecasts',
    ]);
  });

  it('reads a title and an employer anywhere in a list of parts, and cuts a lead-in and a description off', () => {
    const body = [
      'Work experience:',
      '2020 Internship, Service Engineer, Orbit Financial Technologies, software',
      'Tested the payment services for the credit companies of the group.',
      '2019 Summer internship as Java Developer at Quillmark, a company which',
      'builds routers for home networks in the north, Norway',
    ].join('\n');
    expect(brief(body)).toEqual([
      ['Service Engineer', 'Orbit Financial Technologies', '2020', ''],
      ['Java Developer', 'Quillmark', '2019-06', ''],
    ]);
  });
});

describe('jobs whose lines another column was read into', () => {
  it('never takes a skill group’s label for the employer', () => {
    const body = [
      'I build tools for small teams and I like hard problems in many languages.',
      'Product Manager Jun. 2011 Nov. 2013',
      'Issue Tracking Systems',
      'Orrin Civic Foundation NGO',
      'Bugzilla',
      'Managed communication between the users, lawyers and programmers of the project.',
    ].join('\n');
    expect(brief(body)).toEqual([
      ['Product Manager', 'Orrin Civic Foundation NGO', '2011-06', '2013-11'],
    ]);
  });

  it('reads the dates glued to the end of another column’s line of prose', () => {
    const body = [
      'I plan networks for providers and I like hard problems in many places.',
      'Network Engineer',
      'experience of working in the Sep 2018 - present time',
      'Designed and built the campus networks of four hospitals for the regional health board.',
    ].join('\n');
    expect(brief(body)).toEqual([['Network Engineer', undefined, '2018-09', 'now']]);
  });

  it('cuts a job header glued to the ends of duty lines out of the duties', () => {
    const body = [
      'I plan networks for providers and I like hard problems in many places.',
      'Intern in Billing department',
      'May 2013 - Jul 2013 (3 months)',
      'Configured the billing rules of the prepaid tariffs for the operator.',
      'Worked with the payment apps of different Counselor (Youth Work)',
      'vendors. Orrin Youth Agency',
      '2015 - present time',
    ].join('\n');
    expect(brief(body)).toEqual([
      ['Intern in Billing department', undefined, '2013-05', '2013-07'],
      ['Counselor (Youth Work)', 'Orrin Youth Agency', '2015', 'now'],
    ]);
    expect(work(body)[0]?.highlights).toEqual([
      'Configured the billing rules of the prepaid tariffs for the operator.',
      'Worked with the payment apps of different vendors.',
    ]);
  });
});
