import { apiRoutes, type RephraseResult } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** POST /api/documents/:id/rephrase: an LLM suggestion, already checked for invented skills. */
export function rephraseText(
  id: string,
  input: { text: string; kind: 'bullet' | 'letter' },
): Promise<RephraseResult> {
  return apiCall(apiRoutes.rephraseText, { params: { id }, body: input });
}
