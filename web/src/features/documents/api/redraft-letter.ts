import { apiRoutes, type CoverLetter, type LetterTone } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** POST /api/documents/:id/redraft: the letter drafted again in `tone` (not saved). */
export function redraftLetter(id: string, tone: LetterTone): Promise<CoverLetter> {
  return apiCall(apiRoutes.redraftLetter, { params: { id }, body: { tone } });
}
