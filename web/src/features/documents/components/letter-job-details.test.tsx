import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from 'src/test/json-response';
import { LetterJobDetails } from './letter-job-details';
import { render } from 'src/test/i18n';

afterEach(() => vi.restoreAllMocks());

const drafted = {
  tone: 'formal',
  title: 'Staff Nurse',
  company: 'Leeds Teaching Hospitals',
  greeting: 'Dear Hiring Manager,',
  paragraphs: ['I am writing to apply for the Staff Nurse position at Leeds Teaching Hospitals.'],
  closing: 'Yours sincerely,',
  signature: 'Dana Doc',
};

// What PATCH /api/job-targets/:id answers (JobTargetDetail), with the saved title and employer.
const savedJob = {
  id: '4f0c7a52-1d1e-4b7e-9a43-0a4f3c1f5b10',
  title: 'Staff Nurse',
  company: 'Leeds Teaching Hospitals',
  location: null,
  url: null,
  status: 'saved',
  salary: null,
  deadline: null,
  appliedAt: null,
  notes: null,
  latestScore: null,
  scoreChange: null,
  latestScanId: null,
  scanCount: 0,
  sentCv: null,
  sentDocumentId: null,
  lastActivityAt: '2026-01-05T10:00:00.000Z',
  createdAt: '2026-01-05T10:00:00.000Z',
  postingText: '',
  dismissedKeywords: [],
  scores: [],
  timeline: [],
};

describe('LetterJobDetails', () => {
  it('asks for what the letter could not name, saves it to the job, then redrafts', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).startsWith('/api/job-targets/')
          ? jsonResponse(savedJob)
          : jsonResponse(drafted),
      );
    const onRedraft = vi.fn();
    render(
      <LetterJobDetails
        documentId="d1"
        jobTargetId="j1"
        tone="formal"
        company="Leeds Teaching Hospitals"
        onRedraft={onRedraft}
      />,
    );
    expect(screen.getByText('Which job title is this letter for?')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to letter' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Job title' }), {
      target: { value: ' Staff Nurse ' },
    });
    fireEvent.click(add);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [patchUrl, patch] = fetch.mock.calls[0] ?? [];
    expect(String(patchUrl)).toBe('/api/job-targets/j1');
    expect(patch?.method).toBe('PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({
      title: 'Staff Nurse',
      company: 'Leeds Teaching Hospitals',
    });
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/documents/d1/redraft');
    await waitFor(() => expect(onRedraft).toHaveBeenCalledWith(drafted));
  });
});
