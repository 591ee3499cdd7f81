import { CoverLetter, type LetterTone } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { documentUrl } from './get-document';

/** POST /api/documents/:id/redraft: the letter drafted again in `tone` (not saved). */
export function redraftLetter(id: string, tone: LetterTone): Promise<CoverLetter> {
  return apiRequest(`${documentUrl(id)}/redraft`, CoverLetter, {
    method: 'POST',
    body: { tone },
  });
}
