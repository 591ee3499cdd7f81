import type { Resume } from '@jobfit/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CvMoreSectionsEditor } from './cv-more-sections-editor';
import { CvWorkEditor } from './cv-work-editor';
import { render } from 'src/test/i18n';

// Decision 122: every section and field a CV holds is in the tailored CV's editor too.
const resume: Resume = {
  basics: {},
  work: [],
  education: [],
  skills: [],
  certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2023-05' }],
  volunteer: [
    { organization: 'Code Club', position: 'Mentor', highlights: ['Taught 30 children'] },
  ],
  interests: [{ name: 'Climbing', keywords: ['Bouldering'] }],
  custom: [
    { title: 'Affiliations', items: ['IEEE member'] },
    { title: 'Patents', items: ['EP123'] },
  ],
};

/** Renders the editor as its page does, with state; returns the resume after the last edit. */
function setup() {
  let current = resume;
  function Harness() {
    const [r, setR] = useState(resume);
    current = r;
    return <CvMoreSectionsEditor resume={r} onChange={(edit) => setR(edit)} />;
  }
  render(<Harness />);
  return () => current;
}

describe('CvMoreSectionsEditor', () => {
  it('shows only the sections the CV has, under their titles', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Certifications' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Volunteering' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Other sections' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Awards' })).toBeNull();
    expect(screen.getByText('May 2023')).toBeTruthy();
  });

  it('rewords a custom section and its lines, and leaves one out', () => {
    const latest = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Heading of section 1' }), {
      target: { value: 'Memberships' },
    });
    expect(latest().custom?.[0]).toEqual({ title: 'Memberships', items: ['IEEE member'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Patents, bullet 1' }), {
      target: { value: 'EP1234567' },
    });
    expect(latest().custom?.[1]).toEqual({ title: 'Patents', items: ['EP1234567'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(latest().custom).toEqual([{ title: 'Patents', items: ['EP1234567'] }]);
  });

  it('edits comma lists and plain fields of the other sections', () => {
    const latest = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Details of interest 1' }), {
      target: { value: 'Bouldering, Alpine routes' },
    });
    expect(latest().interests).toEqual([
      { name: 'Climbing', keywords: ['Bouldering', 'Alpine routes'] },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'About the role of volunteer role 1' }), {
      target: { value: 'Weekly coding sessions' },
    });
    expect(latest().volunteer?.[0]?.summary).toBe('Weekly coding sessions');
  });
});

describe('CvWorkEditor', () => {
  it("shows and edits the job's summary and place", () => {
    const onChange = vi.fn();
    const work = [{ name: 'Acme', position: 'Engineer', summary: 'Python · SQL', highlights: [] }];
    render(<CvWorkEditor work={work} onChange={onChange} />);
    const about = screen.getByRole('textbox', { name: 'About the role of job 1' });
    expect((about as HTMLTextAreaElement).value).toBe('Python · SQL');
    fireEvent.change(about, { target: { value: 'Ran the data platform' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...work[0], summary: 'Ran the data platform' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Location of job 1' }), {
      target: { value: 'Oslo' },
    });
    expect(onChange).toHaveBeenLastCalledWith([{ ...work[0], location: 'Oslo' }]);
  });
});
