import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import {
  CV_UPLOAD_EVENTS_TYPE,
  CvDraft,
  CvUploadEvent,
  MasterCv,
  Resume,
  SaveCvInput,
} from '../cv.ts';
import { FILE_RESPONSE, FileUpload } from './_shared.ts';

/** GET /api/cv/export: the master CV as a JSON Resume document. */
export const JsonResumeExport = Resume.extend({ $schema: z.string() });

/** /api/cv: the signed-in user's master CV. */
export const cvRoutes = {
  getMasterCv: {
    method: 'get',
    path: '/api/cv',
    tag: 'cv',
    summary: 'The master CV',
    access: 'user',
    response: { status: 200, description: 'The master CV.', schema: MasterCv },
    errors: [401, 404],
  },
  saveMasterCv: {
    method: 'put',
    path: '/api/cv',
    tag: 'cv',
    summary: 'Save the master CV',
    description: 'With `baseVersion`, a newer stored version answers 409.',
    access: 'user',
    body: SaveCvInput,
    response: { status: 200, description: 'The saved CV.', schema: MasterCv },
    errors: [400, 401, 404, 409],
  },
  uploadCv: {
    method: 'post',
    path: '/api/cv/upload',
    tag: 'cv',
    summary:
      'Parse an uploaded CV (PDF, DOCX, text, Markdown, JSON Resume or a LinkedIn data export) into a draft',
    description:
      'Nothing is saved as the master CV until the draft is saved with PUT /api/cv. ' +
      `With \`Accept: ${CV_UPLOAD_EVENTS_TYPE}\` the answer streams the reading's progress: ` +
      'one `CvUploadEvent` JSON object a line, the last one the draft or the error. A failure ' +
      'before the first line is the usual error answer.',
    access: 'user',
    body: FileUpload,
    bodyType: 'multipart/form-data',
    response: { status: 201, description: 'The parsed draft.', schema: CvDraft },
    alternative: {
      status: 200,
      contentType: CV_UPLOAD_EVENTS_TYPE,
      description:
        'Asked for by `Accept`: progress lines, then the draft or the error (each line one `CvUploadEvent`).',
      schema: CvUploadEvent,
    },
    errors: [400, 401, 413, 415, 422, 503],
  },
  importJsonResume: {
    method: 'post',
    path: '/api/cv/import',
    tag: 'cv',
    summary: 'Replace the master CV with a JSON Resume document',
    access: 'user',
    body: z.looseObject({}).meta({ description: 'A JSON Resume document (1 MB at most).' }),
    response: { status: 200, description: 'The saved CV.', schema: MasterCv },
    errors: [400, 401, 409, 413, 422, 503],
  },
  getCvFile: {
    method: 'get',
    path: '/api/cv/file',
    tag: 'cv',
    summary: 'The original file of the master CV',
    access: 'user',
    response: { status: 200, description: 'The file.', contentType: FILE_RESPONSE },
    errors: [401, 404],
  },
  getCvUploadFile: {
    method: 'get',
    path: '/api/cv/uploads/{id}/file',
    tag: 'cv',
    summary: 'The file of an upload under review',
    access: 'user',
    params: z.object({ id: z.string().meta({ description: 'The upload’s id.' }) }),
    response: { status: 200, description: 'The file.', contentType: FILE_RESPONSE },
    errors: [401, 404],
  },
  exportCv: {
    method: 'get',
    path: '/api/cv/export',
    tag: 'cv',
    summary: 'Download the master CV as JSON Resume',
    access: 'user',
    query: z.object({ format: z.enum(['json']).default('json') }),
    response: { status: 200, description: 'The JSON Resume.', schema: JsonResumeExport },
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiRoute>;
