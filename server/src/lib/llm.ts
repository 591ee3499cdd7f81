import type { Logger } from './logger.ts';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

export interface Llm {
  /** Rephrases one CV bullet or a letter paragraph; the caller checks the result for honesty. */
  rephrase(text: string, kind: 'bullet' | 'letter'): Promise<string>;
}

const SYSTEM = {
  bullet:
    'You rewrite one CV bullet point to be clear, concise and results-oriented, starting with a strong action verb. Keep every fact as given. Never add a skill, tool, technology, employer, number or claim that is not in the original. Answer with the rewritten bullet only.',
  letter:
    'You rewrite a cover letter passage to read naturally and professionally. Keep every fact as given. Never add a skill, tool, technology, employer, number or claim that is not in the original. Answer with the rewritten passage only.',
} as const;

/**
 * An OpenAI-compatible chat-completions client (e.g. a local Ollama), or undefined when not
 * configured. It only rephrases; it never scores or decides anything (docs/product.md, Promise).
 */
export function createLlm(config: LlmConfig | undefined, logger: Logger): Llm | undefined {
  if (!config) return undefined;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async rephrase(text, kind) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: SYSTEM[kind] },
            { role: 'user', content: text },
          ],
        }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) {
        logger.warn({ status: res.status }, 'llm: request failed');
        throw new Error(`LLM answered ${res.status}`);
      }
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '')
        throw new Error('LLM answered no text');
      return content.trim();
    },
  };
}
