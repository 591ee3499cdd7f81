import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from 'src/test/json-response';
import { LetterToneField } from './letter-tone-field';
import { render } from 'src/test/i18n';

afterEach(() => vi.restoreAllMocks());

const friendly = {
  tone: 'friendly',
  greeting: 'Dear Acme team,',
  paragraphs: ['Here is what I would bring.'],
  closing: 'Best wishes,',
  signature: 'Dana Doc',
};

/** Picks `name` in the Tone select; the confirmation dialog opens. */
function choose(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tone' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
  return screen.getByRole('dialog', { name: `Redraft in a ${name.toLowerCase()} tone?` });
}

describe('LetterToneField', () => {
  it('asks first; Cancel changes nothing and calls no one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onRedraft = vi.fn();
    render(<LetterToneField documentId="d1" tone="formal" onRedraft={onRedraft} />);
    const dialog = choose('Friendly');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(onRedraft).not.toHaveBeenCalled();
  });

  it('hands the new draft over once confirmed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(friendly));
    const onRedraft = vi.fn();
    render(<LetterToneField documentId="d1" tone="formal" onRedraft={onRedraft} />);
    fireEvent.click(within(choose('Friendly')).getByRole('button', { name: 'Redraft letter' }));
    await waitFor(() => expect(onRedraft).toHaveBeenCalledWith(friendly));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/documents/d1/redraft');
    expect(JSON.parse(String(init?.body))).toEqual({ tone: 'friendly' });
  });

  it('keeps the letter and shows the server’s reason when it cannot redraft', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'conflict',
            message: 'The scan this letter was drafted from has been deleted.',
          },
        },
        409,
      ),
    );
    const onRedraft = vi.fn();
    render(<LetterToneField documentId="d1" tone="formal" onRedraft={onRedraft} />);
    const dialog = choose('Concise');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redraft letter' }));
    expect(await within(dialog).findByText(/has been deleted/)).toBeTruthy();
    expect(onRedraft).not.toHaveBeenCalled();
  });
});
