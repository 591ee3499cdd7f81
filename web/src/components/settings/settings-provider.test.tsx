import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultSettings, SETTINGS_STORAGE_KEY } from './settings-config';
import { SettingsProvider } from './settings-provider';
import { useSettingsContext } from './use-settings-context';

afterEach(() => vi.restoreAllMocks());

describe('useSettingsContext', () => {
  it('throws the spec message outside SettingsProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSettingsContext())).toThrow(
      'useSettingsContext must be use inside SettingsProvider',
    );
  });

  it('exposes state, setField, canReset and onReset inside the provider', () => {
    const { result } = renderHook(() => useSettingsContext(), { wrapper: SettingsProvider });
    expect(result.current.state).toEqual(defaultSettings);
    expect(result.current.canReset).toBe(false);

    act(() => result.current.setField('navLayout', 'mini'));
    expect(result.current.state.navLayout).toBe('mini');
    expect(result.current.canReset).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    expect(stored.navLayout).toBe('mini');

    act(() => result.current.onReset());
    expect(result.current.state).toEqual(defaultSettings);
    expect(result.current.canReset).toBe(false);
  });

  it('keeps working when storage writes fail', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const realStorage = window.localStorage;
    const failing = {
      getItem: () => null,
      clear: () => {},
      setItem: () => {
        throw new Error('full');
      },
    };
    Object.defineProperty(window, 'localStorage', { value: failing, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'localStorage', { value: realStorage, configurable: true });
    });
    function Probe() {
      const { state, setField } = useSettingsContext();
      return (
        <button type="button" onClick={() => setField('fontSize', 18)}>
          size {state.fontSize}
        </button>
      );
    }
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('size 18');
    expect(log).toHaveBeenCalled();
  });
});
