import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chatModelFromConfig } from './openai-compatible.ts';

describe('AI configuration', () => {
  it('uses the built-in engines unless a model is configured', () => {
    const config = loadConfig({});
    expect(config.EXTRACTION_TIMEOUT_SECONDS).toBe(60);
    expect(chatModelFromConfig(config)).toBeUndefined();
  });

  it('needs a base URL and a model name with AI_PROVIDER=openai', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      'Invalid configuration:\n  - OPENAI_BASE_URL: required when AI_PROVIDER=openai\n  - AI_MODEL: required when AI_PROVIDER=openai',
    );
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
    });
    expect(chatModelFromConfig(config)).toBeDefined();
  });
});
