import { ENGINE_TEXT_KEYS, type EngineTextKey } from '@jobfit/contracts';
import { TEXT_KEYS, type TextKey } from '@jobfit/engine';
import { describe, expect, it } from 'vitest';

// The engine names the keys of the texts it writes; the contracts repeat them for the web, which
// translates each (docs/decisions/190). The server is where both are seen, so it holds them equal.

describe('engine text keys', () => {
  it('are the same in the engine and the contracts', () => {
    expect([...ENGINE_TEXT_KEYS].sort()).toEqual([...TEXT_KEYS].sort());
  });

  it('are the same types', () => {
    const engine: readonly EngineTextKey[] = TEXT_KEYS;
    const contracts: readonly TextKey[] = ENGINE_TEXT_KEYS;
    expect(engine.length).toBe(contracts.length);
  });
});
