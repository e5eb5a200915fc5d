import type { Config } from '../config.ts';

export interface ChatModel {
  /** Sends a system and a user message; answers the model's JSON reply, parsed. */
  completeJson(system: string, user: string): Promise<unknown>;
}

/**
 * The configured OpenAI-compatible model, or undefined with the built-in engines only.
 * `timeoutMs` shortens the wait where a person is waiting for the answer.
 */
export function chatModelFromConfig(config: Config, timeoutMs?: number): ChatModel | undefined {
  if (config.AI_PROVIDER !== 'openai' || !config.OPENAI_BASE_URL || !config.AI_MODEL) {
    return undefined;
  }
  return createChatModel({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs,
  });
}

/**
 * A minimal client for POST {base}/chat/completions, the one call every OpenAI-compatible server
 * (OpenAI, Ollama, vLLM, LM Studio) implements the same way. JSON mode is asked for; replies
 * wrapped in Markdown fences are unwrapped, since local models often add them anyway.
 */
function createChatModel(options: {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}): ChatModel {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async completeJson(system, user) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      if (!response.ok) throw new Error(`model answered HTTP ${response.status}`);
      const body = (await response.json()) as {
        choices?: Array<{ message?: { content?: unknown } }>;
      };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('model answered without content');
      const unfenced = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
      return JSON.parse(unfenced) as unknown;
    },
  };
}
