import { act, screen } from '@testing-library/react';
import type { Check } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { activateLocale } from 'src/lib/i18n/activate-locale';
import { render } from 'src/test/i18n';
import { CheckList } from './check-list';

// The engine's checks in the reader's language (decision 190): by their keys when the scan has
// them, in the engine's English when it was stored before it did.
const dates: Check = {
  id: 'dates',
  label: 'Dates',
  status: 'warn',
  message: 'Dates read for only 1 of 3 jobs.',
  messageText: { key: 'check.dates.some', values: { dated: 1, jobs: 3 } },
  fix: 'Write each job\'s dates as "Mar 2021 – Jun 2023" or "2021 – Present" on the job\'s first line.',
  fixText: { key: 'check.dates.fix' },
};
const storedBefore: Check = {
  id: 'linkedin',
  label: 'LinkedIn',
  status: 'pass',
  message: 'LinkedIn profile link found.',
};

describe('CheckList', () => {
  it('says a check, its finding and its fix in German', async () => {
    await act(() => activateLocale('de'));
    render(<CheckList title="ATS-Prüfungen" checks={[dates, storedBefore]} />);
    expect(screen.getByText('Zeitangaben')).toBeTruthy();
    expect(screen.getByText('Zeitangaben nur für 1 von 3 Stellen gelesen.')).toBeTruthy();
    expect(
      screen.getByText(
        'Schreiben Sie die Zeitangaben jeder Stelle in deren erste Zeile, z. B. „Mar 2021 – Jun 2023“ oder „2021 – Present“.',
      ),
    ).toBeTruthy();
    // A check stored without keys keeps its English finding.
    expect(screen.getByText('LinkedIn profile link found.')).toBeTruthy();
  });

  it('shows the engine’s English in English', () => {
    render(<CheckList title="ATS checks" checks={[dates]} />);
    expect(screen.getByText('Dates')).toBeTruthy();
    expect(screen.getByText('Dates read for only 1 of 3 jobs.')).toBeTruthy();
  });
});
