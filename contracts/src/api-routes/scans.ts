import type { ApiRoute } from '../api-route.ts';
import {
  CreateScanInput,
  DismissKeywordInput,
  ListScansQuery,
  RestoreKeywordQuery,
  Scan,
  ScanList,
} from '../scans.ts';
import { idParam } from './_shared.ts';

const ScanId = idParam('scan');

/** /api/scans: scans of the master CV against job postings. */
export const scanRoutes = {
  createScan: {
    method: 'post',
    path: '/api/scans',
    tag: 'scans',
    summary: 'Scan the master CV against a posting, or rescan a tracked job',
    description:
      'A new scan counts against the plan’s monthly quota (402 past it); a rescan is free.',
    access: 'user',
    body: CreateScanInput,
    response: { status: 201, description: 'The scan.', schema: Scan },
    errors: [400, 401, 402, 404, 409, 413, 422, 503],
  },
  listScans: {
    method: 'get',
    path: '/api/scans',
    tag: 'scans',
    summary: 'The user’s scans, one page at a time',
    access: 'user',
    query: ListScansQuery,
    response: { status: 200, description: 'One page.', schema: ScanList },
    errors: [400, 401],
  },
  getScan: {
    method: 'get',
    path: '/api/scans/{id}',
    tag: 'scans',
    summary: 'One scan with its posting, CV text and result',
    access: 'user',
    params: ScanId,
    response: { status: 200, description: 'The scan.', schema: Scan },
    errors: [400, 401, 404],
  },
  deleteScan: {
    method: 'delete',
    path: '/api/scans/{id}',
    tag: 'scans',
    summary: 'Delete a scan',
    access: 'user',
    params: ScanId,
    response: { status: 204, description: 'Deleted.' },
    errors: [400, 401, 404],
  },
  dismissKeyword: {
    method: 'post',
    path: '/api/scans/{id}/dismissed-keywords',
    tag: 'scans',
    summary: 'Dismiss one of the scan’s keywords for its job',
    access: 'user',
    params: ScanId,
    body: DismissKeywordInput,
    response: { status: 200, description: 'The scan, recomputed.', schema: Scan },
    errors: [400, 401, 404],
  },
  restoreKeyword: {
    method: 'delete',
    path: '/api/scans/{id}/dismissed-keywords',
    tag: 'scans',
    summary: 'Restore a dismissed keyword',
    access: 'user',
    params: ScanId,
    query: RestoreKeywordQuery,
    response: { status: 200, description: 'The scan, recomputed.', schema: Scan },
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiRoute>;
