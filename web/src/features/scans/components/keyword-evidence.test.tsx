import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from 'src/test/i18n';
import type { ScanKeyword } from '../utils/scan-details';
import { KeywordTable } from './keyword-table';

// A posting sentence at offset 100 and a CV line at offset 40, each naming the skill.
const related: ScanKeyword = {
  name: 'PostgreSQL',
  category: 'tool',
  required: true,
  preferred: false,
  jobCount: 1,
  cvCount: 0,
  status: 'partial',
  partialVia: 'related',
  partialReason: 'MySQL is related to PostgreSQL',
  evidence: {
    job: [
      {
        text: 'You know PostgreSQL well.',
        start: 100,
        end: 125,
        highlight: { start: 109, end: 119 },
      },
    ],
    cv: [{ text: 'Tuned MySQL queries', start: 40, end: 59, highlight: { start: 46, end: 51 } }],
  },
};
const missing: ScanKeyword = {
  ...related,
  name: 'Kafka',
  status: 'missing',
  partialVia: undefined,
  partialReason: undefined,
  evidence: {
    job: [{ text: 'Kafka is a plus.', start: 130, end: 146, highlight: { start: 130, end: 135 } }],
    cv: [],
  },
};

describe('keyword evidence panel', () => {
  it('opens a row to show the posting sentence and the CV line with the words highlighted', () => {
    render(<KeywordTable keywords={[related, missing]} />);
    expect(screen.queryByRole('region', { name: 'Evidence for PostgreSQL' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Evidence for PostgreSQL' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Evidence for PostgreSQL' });
    const job = within(panel).getByRole('list', { name: 'Posting sentences' });
    expect(job.textContent).toBe('You know PostgreSQL well.');
    expect(job.querySelector('mark')?.textContent).toBe('PostgreSQL');
    const cv = within(panel).getByRole('list', { name: 'CV lines' });
    expect(cv.querySelector('mark')?.textContent).toBe('MySQL');
    expect(within(panel).getByText('In your CV (a related skill)')).toBeTruthy();
    expect(screen.getAllByText('Related')).toHaveLength(1);
  });

  it('says when the CV does not show a keyword', () => {
    render(<KeywordTable keywords={[related, missing]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Evidence for Kafka' }));
    const panel = screen.getByRole('region', { name: 'Evidence for Kafka' });
    expect(within(panel).getByText('Not found in your CV.')).toBeTruthy();
    expect(
      within(panel).getByRole('list', { name: 'Posting sentences' }).querySelector('mark')
        ?.textContent,
    ).toBe('Kafka');
  });
});
