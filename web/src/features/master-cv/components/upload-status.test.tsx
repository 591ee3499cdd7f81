import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from 'src/test/i18n';
import type { UploadProgress } from '../api/upload-cv';
import { UploadStatus } from './upload-status';

function shown(progress: UploadProgress) {
  const { unmount } = render(<UploadStatus progress={progress} />);
  const status = screen.getByRole('status');
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  const seen = {
    text: status.textContent,
    live: status.getAttribute('aria-live'),
    value: bar.getAttribute('aria-valuenow'),
    valueText: bar.getAttribute('aria-valuetext'),
  };
  unmount();
  return seen;
}

describe('UploadStatus', () => {
  it('says each step of an upload and fills the bar with it', () => {
    expect(shown({ step: 'upload', fraction: 0.45 })).toEqual({
      text: 'Uploading… 45%',
      live: 'polite',
      value: '45',
      valueText: 'Uploading… 45%',
    });
    // Every byte sent, the server not heard from yet: no value to show.
    expect(shown({ step: 'upload', fraction: 1 })).toMatchObject({
      text: 'Reading your CV…',
      value: null,
    });
    expect(shown({ step: 'page', page: 2, pages: 3 })).toMatchObject({
      text: 'Reading page 2 of 3…',
      value: '50',
      valueText: 'Reading page 2 of 3…',
    });
    expect(shown({ step: 'sections' })).toMatchObject({ text: 'Finding sections…', value: '100' });
  });
});
