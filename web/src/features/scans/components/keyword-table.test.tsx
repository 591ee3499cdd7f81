import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from 'src/test/i18n';
import type { ScanKeyword } from '../utils/scan-details';
import { KeywordTable } from './keyword-table';

const kafka: ScanKeyword = {
  name: 'Kafka',
  category: 'tool',
  required: true,
  preferred: false,
  jobCount: 2,
  cvCount: 0,
  status: 'missing',
  evidence: {
    job: [{ text: 'Kafka is a plus.', start: 130, end: 146, highlight: { start: 130, end: 135 } }],
    cv: [],
  },
};

describe('KeywordTable rows', () => {
  it('open the evidence when the row itself is clicked, and close it again', () => {
    render(<KeywordTable keywords={[kafka]} />);
    expect(screen.queryByRole('region', { name: 'Evidence for Kafka' })).toBeNull();
    fireEvent.click(screen.getByText('Required'));
    expect(screen.getByRole('region', { name: 'Evidence for Kafka' })).toBeTruthy();
    fireEvent.click(screen.getByText('Required'));
    expect(screen.queryByRole('region', { name: 'Evidence for Kafka' })).toBeNull();
  });

  it('label the counts, so a stacked row on a phone still says what each number is', () => {
    render(<KeywordTable keywords={[kafka]} />);
    const row = screen.getByText('Kafka').closest('tr');
    const labels = [...(row?.querySelectorAll('td[data-label]') ?? [])].map((td) => [
      td.getAttribute('data-label'),
      td.textContent,
    ]);
    expect(labels).toEqual([
      ['In job', '2'],
      ['In CV', '0'],
    ]);
  });
});
