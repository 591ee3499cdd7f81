import { describe, expect, it } from 'vitest';
import { boardLinkOf } from './_boards.ts';

// The board link → API mapping with the boards' real host names (decision 170); tests of the
// readers replace only the API's origin.
describe('boardLinkOf', () => {
  it.each([
    [
      'https://boards.greenhouse.io/contosoretail/jobs/4012345',
      'https://boards-api.greenhouse.io/v1/boards/contosoretail/jobs/4012345?pay_transparency=true',
    ],
    [
      'https://job-boards.greenhouse.io/contosoretail/jobs/4012345?gh_src=abc',
      'https://boards-api.greenhouse.io/v1/boards/contosoretail/jobs/4012345?pay_transparency=true',
    ],
    [
      'https://boards.greenhouse.io/embed/job_app?for=contosoretail&token=4012345',
      'https://boards-api.greenhouse.io/v1/boards/contosoretail/jobs/4012345?pay_transparency=true',
    ],
    [
      'https://jobs.lever.co/fabrikam-freight/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      'https://api.lever.co/v0/postings/fabrikam-freight/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    ],
    [
      'https://jobs.lever.co/fabrikam-freight/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
      'https://api.lever.co/v0/postings/fabrikam-freight/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    ],
    [
      'https://jobs.eu.lever.co/fabrikam/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      'https://api.eu.lever.co/v0/postings/fabrikam/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    ],
    [
      'https://jobs.ashbyhq.com/northwind/7d3f5a2e-1c44-4b8e-b0a1-5e6f7a8b9c0d/application',
      'https://api.ashbyhq.com/posting-api/job-board/northwind?includeCompensation=true',
    ],
  ])('%s → %s', (link, api) => {
    expect(boardLinkOf(new URL(link))?.apiUrl).toBe(api);
  });

  it.each([
    'https://boards.greenhouse.io/contosoretail',
    'https://boards.greenhouse.io/contosoretail/jobs/not-a-number',
    'https://jobs.lever.co/fabrikam-freight',
    'https://jobs.ashbyhq.com/northwind/not-a-uuid',
    'https://greenhouse.io.example.com/contosoretail/jobs/4012345',
    'https://example.com/jobs.lever.co/fabrikam/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
  ])('%s is no board link', (link) => {
    expect(boardLinkOf(new URL(link))).toBeUndefined();
  });

  it('keeps the path and query when a test origin stands in for the API host', () => {
    const link = boardLinkOf(
      new URL('https://jobs.ashbyhq.com/northwind/7d3f5a2e-1c44-4b8e-b0a1-5e6f7a8b9c0d'),
      'http://127.0.0.1:4100',
    );
    expect(link).toEqual({
      kind: 'ashby',
      board: 'northwind',
      jobId: '7d3f5a2e-1c44-4b8e-b0a1-5e6f7a8b9c0d',
      apiUrl: 'http://127.0.0.1:4100/posting-api/job-board/northwind?includeCompensation=true',
    });
  });
});
