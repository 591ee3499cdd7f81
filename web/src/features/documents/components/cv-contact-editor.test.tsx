import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CvContactEditor } from './cv-contact-editor';
import { render } from 'src/test/i18n';

const basics = {
  name: 'Dana Doc',
  email: 'dana@example',
  location: { city: 'Leeds' },
  profiles: [{ network: 'GitHub', url: 'https://github.com/dana' }],
};

describe('CvContactEditor', () => {
  it('edits the head of the CV, its place and its profiles', () => {
    const onChange = vi.fn();
    render(<CvContactEditor basics={basics} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Data Engineer' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...basics, label: 'Data Engineer' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Country code' }), {
      target: { value: 'UK' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      ...basics,
      location: { city: 'Leeds', countryCode: 'UK' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove profile 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...basics, profiles: [] });
  });

  it('says at the field when an e-mail address would not save', () => {
    render(<CvContactEditor basics={basics} onChange={vi.fn()} />);
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
  });
});
