import type { ApiRoute } from '../api-route.ts';
import { ImportedPosting, ImportPostingInput } from '../posting-import.ts';

/** /api/posting-import: read a job posting from its link (decision 170). */
export const postingImportRoutes = {
  importPosting: {
    method: 'post',
    path: '/api/posting-import',
    tag: 'job-targets',
    summary: 'Read a job posting from its link (nothing is saved)',
    description:
      'A link that cannot be imported answers 422 `import_refused` with `details.reason`.',
    access: 'user',
    body: ImportPostingInput,
    response: { status: 200, description: 'The fields read.', schema: ImportedPosting },
    errors: [400, 401, 422, 429],
  },
} as const satisfies Record<string, ApiRoute>;
