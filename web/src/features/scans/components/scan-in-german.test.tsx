import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale } from 'src/lib/i18n/activate-locale';
import { render } from 'src/test/i18n';
import type { ScanKeyword } from '../utils/scan-details';
import { KeywordTable } from './keyword-table';
import { QuotaPrompt } from './quota-prompt';

// The job analyzer in German (decision 181): the German catalog is the real one, loaded as the
// app loads it; the English assertions of the other tests run after `vitest.setup.ts` switches
// back.
const keyword = (name: string, status: ScanKeyword['status']): ScanKeyword => ({
  name,
  category: 'tool',
  required: true,
  preferred: false,
  jobCount: 1,
  cvCount: status === 'missing' ? 0 : 1,
  status,
  evidence: { job: [], cv: [] },
});

async function inGerman() {
  await act(() => activateLocale('de'));
  expect(document.documentElement.lang).toBe('de');
}

describe('the job analyzer in German', () => {
  it('names the keyword table in German and makes "missing" agree with its number', async () => {
    await inGerman();
    const { unmount } = render(
      <KeywordTable keywords={[keyword('Kafka', 'missing'), keyword('SQL', 'matched')]} />,
    );
    expect(screen.getByRole('heading', { name: 'Schlüsselwörter' })).toBeTruthy();
    expect(screen.getByText('1 vorhanden · 0 teilweise · 1 fehlt')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Gewichtung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Belege für Kafka' }).textContent).toBe(
      'Belege anzeigen',
    );
    unmount();

    render(
      <KeywordTable
        keywords={[
          keyword('Kafka', 'missing'),
          keyword('Rust', 'missing'),
          keyword('Go', 'partial'),
        ]}
      />,
    );
    expect(screen.getByText('0 vorhanden · 1 teilweise · 2 fehlen')).toBeTruthy();
  });

  it('formats the quota reset date for Germany and counts scans with the right plural', async () => {
    await inGerman();
    const details = {
      quota: 'scans',
      limit: 5,
      used: 5,
      resetsAt: '2026-12-01T12:00:00Z',
    } as const;
    const { unmount } = render(
      <MemoryRouter>
        <QuotaPrompt details={details} message="Quota exceeded" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        'Sie haben alle 5 Analysen Ihres kostenlosen Tarifs in diesem Monat genutzt',
      ),
    ).toBeTruthy();
    // de-DE writes the long date as "1. Dezember 2026" (en: "December 1, 2026").
    expect(screen.getByRole('alert').textContent).toContain(
      'Weitere Analysen ab dem 1. Dezember 2026.',
    );
    expect(screen.getByRole('link', { name: 'Auf Pro upgraden' })).toBeTruthy();
    unmount();

    render(
      <MemoryRouter>
        <QuotaPrompt details={{ ...details, limit: 1, used: 1 }} message="Quota exceeded" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Sie haben die 1 Analyse Ihres kostenlosen Tarifs in diesem Monat genutzt'),
    ).toBeTruthy();
  });

  it('speaks English again by default', () => {
    render(<KeywordTable keywords={[keyword('Kafka', 'missing')]} />);
    expect(screen.getByText('0 matched · 0 partial · 1 missing')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
