import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from 'src/lib/i18n/activate-locale';
import { render } from 'src/test/i18n';
import { LanguageNotice } from './language-notice';

// The notice a scan of a text the English-only rules cannot read gets (decision 185).
describe('LanguageNotice', () => {
  it('names the posting’s language when it is not English, in the reader’s language', async () => {
    const { unmount } = render(<LanguageNotice languages={{ posting: 'de', cv: 'en' }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This posting seems to be in German. Jobfit reads English postings only for now',
    );
    unmount();
    await act(() => activateLocale('de'));
    render(<LanguageNotice languages={{ posting: 'de', cv: 'en' }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Diese Stellenanzeige scheint auf Deutsch verfasst zu sein.',
    );
  });

  it('names the CV’s language, or both', () => {
    const { unmount } = render(<LanguageNotice languages={{ posting: 'en', cv: 'fr' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Your CV seems to be in French.');
    unmount();
    render(<LanguageNotice languages={{ posting: 'de', cv: 'de' }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This posting seems to be in German and your CV in German.',
    );
  });

  it('says nothing when both are English, or when the scan could not tell', () => {
    const { container } = render(<LanguageNotice languages={{ posting: 'en', cv: 'en' }} />);
    expect(container.innerHTML).toBe('');
    const older = render(<LanguageNotice languages={undefined} />);
    expect(older.container.innerHTML).toBe('');
  });
});
