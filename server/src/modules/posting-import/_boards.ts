import type { BoardLink } from '../../lib/posting-page/board-answer.ts';

export type { BoardLink } from '../../lib/posting-page/board-answer.ts';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The board API address of a Greenhouse, Lever or Ashby posting link; undefined for any other
 * link. `apiOrigin` replaces the API's scheme and host: the tests' local server (decision 170).
 *
 * @example boardLinkOf(new URL('https://jobs.lever.co/contoso/5ac2…'))?.apiUrl // 'https://api.lever.co/v0/postings/contoso/5ac2…'
 */
export function boardLinkOf(url: URL, apiOrigin?: string): BoardLink | undefined {
  const link = realBoardLinkOf(url);
  if (!link || !apiOrigin) return link;
  const api = new URL(link.apiUrl);
  return { ...link, apiUrl: `${apiOrigin}${api.pathname}${api.search}` };
}

function realBoardLinkOf(url: URL): BoardLink | undefined {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') {
    // /{board}/jobs/{id}, or the embedded form /embed/job_app?for={board}&token={id}
    const [board, jobs, id] =
      parts[0] === 'embed'
        ? [url.searchParams.get('for') ?? '', 'jobs', url.searchParams.get('token') ?? '']
        : parts;
    if (!board || jobs !== 'jobs' || !id || !SLUG.test(board) || !/^\d{1,20}$/.test(id)) {
      return undefined;
    }
    return {
      kind: 'greenhouse',
      board,
      jobId: id,
      apiUrl: `https://boards-api.greenhouse.io/v1/boards/${board}/jobs/${id}?pay_transparency=true`,
    };
  }
  if (host === 'jobs.lever.co' || host === 'jobs.eu.lever.co') {
    const [site, id] = parts;
    if (!site || !id || !SLUG.test(site) || !UUID.test(id)) return undefined;
    const api = host === 'jobs.eu.lever.co' ? 'api.eu.lever.co' : 'api.lever.co';
    return {
      kind: 'lever',
      board: site,
      jobId: id,
      apiUrl: `https://${api}/v0/postings/${site}/${id}`,
    };
  }
  if (host === 'jobs.ashbyhq.com') {
    const [org, id] = parts;
    if (!org || !id || !SLUG.test(org) || !UUID.test(id)) return undefined;
    return {
      kind: 'ashby',
      board: org,
      jobId: id,
      apiUrl: `https://api.ashbyhq.com/posting-api/job-board/${org}?includeCompensation=true`,
    };
  }
  return undefined;
}
