import { describe, expect, it } from 'vitest';
import { readPostingHeading, readPostingJsonLd } from '../../src/posting/index.ts';

// The JobPosting fields a posting import keeps (docs/decisions/170-posting-import.md). Every
// employer here is invented.
const page = (job: Record<string, unknown>) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    ...job,
  })}</script></head><body><p>Apply now</p></body></html>`;

describe('readPostingJsonLd', () => {
  it('reads title, company, location, pay, dates and employment type', () => {
    const p = readPostingJsonLd(
      page({
        title: 'Data Engineer',
        hiringOrganization: { '@type': 'Organization', name: 'Fabrikam Freight' },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: 'Leeds', addressCountry: 'GB' },
        },
        employmentType: ['FULL_TIME', 'CONTRACTOR'],
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'GBP',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 55000,
            maxValue: 65000,
            unitText: 'YEAR',
          },
        },
        datePosted: '2026-03-02',
        validThrough: '2026-04-30T23:59:59+01:00',
        description: '<p>Build <b>pipelines</b> in Python.</p><ul><li>SQL</li></ul>',
      }),
    );
    expect(p).toMatchObject({
      title: 'Data Engineer',
      company: 'Fabrikam Freight',
      location: 'Leeds, GB',
      employmentType: 'Full-time, Contract',
      salary: '£55,000–£65,000 a year',
      datePosted: '2026-03-02',
      validThrough: '2026-04-30',
    });
    expect(p?.text).toBe('Data Engineer\n\nBuild pipelines in Python.\n\n- SQL');
  });

  it.each([
    [{ currency: 'USD', value: { value: 42.5, unitText: 'HOUR' } }, '$42.50 an hour'],
    [{ currency: 'EUR', value: { minValue: '60,000', maxValue: '60,000' } }, '€60,000'],
    [{ currency: 'XYZ1', value: 1000 }, 'XYZ1 1,000'],
    ['Competitive', 'Competitive'],
    [{ currency: 'USD', value: { unitText: 'YEAR' } }, undefined],
  ])('pay %j reads as %j', (baseSalary, salary) => {
    expect(readPostingJsonLd(page({ title: 'Nurse', baseSalary }))?.salary).toBe(salary);
  });

  it('leaves out a date that is not in the calendar', () => {
    const p = readPostingJsonLd(page({ title: 'Nurse', validThrough: '2026-02-30' }));
    expect(p?.validThrough).toBeUndefined();
  });

  it('is undefined without a JobPosting', () => {
    expect(readPostingJsonLd('<html><body><h1>Careers</h1></body></html>')).toBeUndefined();
  });
});

describe('readPostingHeading', () => {
  it('splits a page title into role and company', () => {
    expect(readPostingHeading('<title>Data Analyst | Contoso Retail</title>')).toEqual({
      title: 'Data Analyst',
      company: 'Contoso Retail',
    });
  });
});
