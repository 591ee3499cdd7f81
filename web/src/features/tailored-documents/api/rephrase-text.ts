import { RephraseResult } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { documentUrl } from './get-document';

/** POST /api/documents/:id/rephrase: an LLM suggestion, already checked for invented skills. */
export function rephraseText(
  id: string,
  input: { text: string; kind: 'bullet' | 'letter' },
): Promise<RephraseResult> {
  return apiRequest(`${documentUrl(id)}/rephrase`, RephraseResult, {
    method: 'POST',
    body: input,
  });
}
