import type { Scan } from '@jobfit/contracts';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverLetterDialog } from './cover-letter-dialog';
import { render } from 'src/test/i18n';

afterEach(() => vi.restoreAllMocks());

const scan = { id: 'scan-1', title: 'Data Analyst', company: 'Acme' } as Scan;

describe('a document over the monthly quota', () => {
  it('is said next to the Create button, outside the scrolled content, with Upgrade', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          error: {
            code: 'quota_exceeded',
            message: 'Monthly limit reached',
            details: {
              quota: 'documents',
              limit: 3,
              used: 3,
              resetsAt: '2026-12-01T00:00:00.000Z',
            },
          },
        }),
        { status: 402, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    render(
      <MemoryRouter>
        <CoverLetterDialog scan={scan} open onClose={() => {}} />
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button', { name: 'Write cover letter' }).click());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You have used all 3 tailored documents');
    within(alert).getByRole('link', { name: 'Upgrade to Pro' });
    expect(alert.closest('.MuiDialogContent-root')).toBeNull();
    const actions = screen.getByRole('button', { name: 'Write cover letter' }).parentElement;
    expect(alert.compareDocumentPosition(actions!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
