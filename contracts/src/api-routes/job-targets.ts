import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import {
  BulkStatusInput,
  CreateJobTargetInput,
  JobTargetBoard,
  JobTargetBoardQuery,
  JobTargetDetail,
  JobTargetList,
  ListJobTargetsQuery,
  UpdateJobTargetInput,
} from '../job-targets.ts';
import { idParam } from './_shared.ts';

/** POST /api/job-targets/bulk-status → how many jobs moved. */
export const BulkStatusResult = z.object({ updated: z.number().int() });

const JobId = idParam('job');

/** /api/job-targets: the job tracker. */
export const jobTargetRoutes = {
  listJobTargets: {
    method: 'get',
    path: '/api/job-targets',
    tag: 'job-targets',
    summary: 'Tracked jobs, filtered, sorted and paged',
    access: 'user',
    query: ListJobTargetsQuery,
    response: { status: 200, description: 'One page.', schema: JobTargetList },
    errors: [400, 401],
  },
  getJobTargetBoard: {
    method: 'get',
    path: '/api/job-targets/board',
    tag: 'job-targets',
    summary: 'The board: each status with its count and first jobs',
    access: 'user',
    query: JobTargetBoardQuery,
    response: { status: 200, description: 'The columns.', schema: JobTargetBoard },
    errors: [400, 401],
  },
  exportJobTargetsCsv: {
    method: 'get',
    path: '/api/job-targets/export.csv',
    tag: 'job-targets',
    summary: 'Download the tracked jobs (same filters as the list) as CSV',
    access: 'user',
    query: ListJobTargetsQuery,
    response: { status: 200, description: 'The CSV file.', contentType: 'text/csv' },
    errors: [400, 401],
  },
  createJobTarget: {
    method: 'post',
    path: '/api/job-targets',
    tag: 'job-targets',
    summary: 'Track a job by hand',
    access: 'user',
    body: CreateJobTargetInput,
    response: { status: 201, description: 'The job.', schema: JobTargetDetail },
    errors: [400, 401],
  },
  bulkSetJobStatus: {
    method: 'post',
    path: '/api/job-targets/bulk-status',
    tag: 'job-targets',
    summary: 'Move several jobs to one status (all or nothing)',
    access: 'user',
    body: BulkStatusInput,
    response: { status: 200, description: 'How many moved.', schema: BulkStatusResult },
    errors: [400, 401, 404],
  },
  getJobTarget: {
    method: 'get',
    path: '/api/job-targets/{id}',
    tag: 'job-targets',
    summary: 'One job with its scores and status timeline',
    access: 'user',
    params: JobId,
    response: { status: 200, description: 'The job.', schema: JobTargetDetail },
    errors: [400, 401, 404],
  },
  updateJobTarget: {
    method: 'patch',
    path: '/api/job-targets/{id}',
    tag: 'job-targets',
    summary: 'Change any of a job’s fields',
    access: 'user',
    params: JobId,
    body: UpdateJobTargetInput,
    response: { status: 200, description: 'The job.', schema: JobTargetDetail },
    errors: [400, 401, 404],
  },
  deleteJobTarget: {
    method: 'delete',
    path: '/api/job-targets/{id}',
    tag: 'job-targets',
    summary: 'Stop tracking a job (its scans go with it)',
    access: 'user',
    params: JobId,
    response: { status: 204, description: 'Deleted.' },
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiRoute>;
