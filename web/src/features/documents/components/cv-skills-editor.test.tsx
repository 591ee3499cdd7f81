import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CvSkillsEditor } from './cv-skills-editor';
import { render } from 'src/test/i18n';

const oneByOne = [
  { name: 'Cooking', keywords: [] },
  { name: 'Scheduling', keywords: [] },
  { name: 'Sales', keywords: [] },
  { name: 'Tools', keywords: ['Excel', 'Outlook'] },
];

describe('CvSkillsEditor', () => {
  it('edits groups a row each: a name and its skills', () => {
    const onChange = vi.fn();
    const skills = [
      { name: 'Languages', keywords: ['Go', 'Rust'] },
      { name: 'Cloud', keywords: ['AWS'] },
    ];
    render(<CvSkillsEditor skills={skills} onChange={onChange} />);
    expect(screen.queryByRole('textbox', { name: 'Skills listed one by one' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Skills of Cloud' }), {
      target: { value: 'AWS, GCP' },
    });
    expect(onChange).toHaveBeenLastCalledWith([
      skills[0],
      { name: 'Cloud', keywords: ['AWS', 'GCP'] },
    ]);
  });

  it('shows skills listed one by one in one field, and the groups as rows', () => {
    const onChange = vi.fn();
    render(<CvSkillsEditor skills={oneByOne} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Skills listed one by one' });
    expect((field as HTMLTextAreaElement).value).toBe('Cooking, Scheduling, Sales');
    expect(screen.getAllByRole('textbox', { name: /^Skills of / })).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'Cooking, Sales, Advertising' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'Cooking', keywords: [] },
      { name: 'Sales', keywords: [] },
      { name: 'Advertising', keywords: [] },
      oneByOne[3],
    ]);
  });

  it('keeps a group added to such a list a row while its name is typed', () => {
    let skills = oneByOne;
    const onChange = vi.fn((next: typeof oneByOne) => {
      skills = next;
    });
    const { rerender } = render(<CvSkillsEditor skills={skills} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add skill group' }));
    rerender(<CvSkillsEditor skills={skills} onChange={onChange} />);
    const names = screen.getAllByRole('textbox', { name: 'Group' });
    fireEvent.change(names.at(-1)!, { target: { value: 'Languages' } });
    rerender(<CvSkillsEditor skills={skills} onChange={onChange} />);
    // Still a row of its own, not one more skill in the field above.
    expect(screen.getAllByRole('textbox', { name: 'Group' }).at(-1)).toHaveProperty(
      'value',
      'Languages',
    );
    expect(
      (screen.getByRole('textbox', { name: 'Skills listed one by one' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Cooking, Scheduling, Sales');
  });
});
