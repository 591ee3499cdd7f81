import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConflictDialog } from './conflict-dialog';
import { render } from 'src/test/i18n';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ConflictDialog', () => {
  it('must be answered by Reload or Overwrite when it has no onClose', () => {
    render(
      <ConflictDialog
        open
        title="This document changed elsewhere"
        onReload={vi.fn()}
        onOverwrite={vi.fn()}
      >
        Reload or overwrite.
      </ConflictDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'This document changed elsewhere' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByText('Reload or overwrite.')).toBeTruthy();
  });

  it('offers Cancel with onClose, and runs the choice clicked', () => {
    const onClose = vi.fn();
    const onOverwrite = vi.fn();
    render(
      <ConflictDialog
        open
        title="Your CV changed elsewhere"
        onReload={vi.fn()}
        onOverwrite={onOverwrite}
        onClose={onClose}
      >
        Reload or overwrite.
      </ConflictDialog>,
    );
    fireEvent.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Overwrite'));
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });

  it('keeps both choices disabled while the one clicked is running', async () => {
    let finish = () => {};
    const onReload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ConflictDialog open title="Changed" onReload={onReload} onOverwrite={vi.fn()}>
        Reload or overwrite.
      </ConflictDialog>,
    );
    fireEvent.click(button('Reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(button('Overwrite').disabled).toBe(true);
    await act(async () => finish());
    expect(button('Overwrite').disabled).toBe(false);
  });
});
