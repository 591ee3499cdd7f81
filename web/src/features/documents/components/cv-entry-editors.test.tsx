import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CvEducationEditor } from './cv-education-editor';
import { CvProjectsEditor } from './cv-projects-editor';
import { render } from 'src/test/i18n';

const education = [
  {
    institution: 'University of Leeds',
    area: 'Computer Science',
    studyType: 'BSc',
    endDate: '2016',
  },
  { institution: 'Open University', area: 'Mathematics', studyType: 'Certificate' },
];

const projects = [
  {
    name: 'Route planner',
    description: 'Open-source',
    highlights: ['Wrote the solver', 'Added tests'],
  },
  { name: 'Chess bot', highlights: [] },
];

describe('CvEducationEditor', () => {
  it('rewords an entry and keeps its dates', () => {
    const onChange = vi.fn();
    render(<CvEducationEditor education={education} onChange={onChange} />);
    expect(screen.getByText('2016')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Degree of education 1' }), {
      target: { value: 'BSc (Hons)' },
    });
    expect(onChange).toHaveBeenCalledWith([
      { ...education[0], studyType: 'BSc (Hons)' },
      education[1],
    ]);
  });

  it('leaves an entry out and reorders', () => {
    const onChange = vi.fn();
    render(<CvEducationEditor education={education} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove education 1' }));
    expect(onChange).toHaveBeenLastCalledWith([education[1]]);
    fireEvent.click(screen.getByRole('button', { name: 'Move education 2 up' }));
    expect(onChange).toHaveBeenLastCalledWith([education[1], education[0]]);
  });
});

describe('CvProjectsEditor', () => {
  it('edits, adds and removes bullets, and leaves a project out', () => {
    const onChange = vi.fn();
    render(<CvProjectsEditor projects={projects} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Route planner, bullet 1' }), {
      target: { value: 'Wrote the route solver' },
    });
    expect(onChange).toHaveBeenLastCalledWith([
      { ...projects[0], highlights: ['Wrote the route solver', 'Added tests'] },
      projects[1],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove bullet 2 of Route planner' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { ...projects[0], highlights: ['Wrote the solver'] },
      projects[1],
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add bullet' })[1] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([projects[0], { ...projects[1], highlights: [''] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove project 1' }));
    expect(onChange).toHaveBeenLastCalledWith([projects[1]]);
  });
});
