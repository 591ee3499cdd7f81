import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, SETTINGS_STORAGE_KEY } from 'src/components/settings/settings-config';
import { shellScriptSource } from './shell-script';

// The script as the page inlines it (its own source text), run against this document.
function runInlineScript() {
  new Function(shellScriptSource())();
}

function pageWithShell() {
  document.body.innerHTML =
    '<div id="shell"><main><form><input data-name="email" value=""><button type="submit">Go</button></form></main></div><div id="root"></div>';
  runInlineScript();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

// MutationObserver callbacks run after the mutation's task.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const root = () => document.getElementById('root') as HTMLElement;
const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.lang = 'en';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-rendered shell', () => {
  it('stays while the app shows a loading screen, and goes as its page appears', async () => {
    pageWithShell();
    root().innerHTML = '<div role="progressbar" aria-label="Loading"></div>';
    await settle();
    expect(document.getElementById('shell')).not.toBeNull();
    root().innerHTML = '<div><main><form><input name="email"></form></main></div>';
    await settle();
    expect(document.getElementById('shell')).toBeNull();
  });

  it('goes for an app screen that is not a loading screen (an error, say)', async () => {
    pageWithShell();
    root().innerHTML = '<section role="alert">Something went wrong</section>';
    await settle();
    expect(document.getElementById('shell')).toBeNull();
  });

  it("moves what was typed and the focus into the app's same field", async () => {
    pageWithShell();
    const typed = document.querySelector<HTMLInputElement>('#shell input') as HTMLInputElement;
    typed.value = 'ada@example.com';
    typed.focus();
    const seen: string[] = [];
    root().addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    root().innerHTML = '<main><form><input name="email"></form></main>';
    await settle();
    const twin = document.querySelector<HTMLInputElement>('#root input') as HTMLInputElement;
    expect(twin.value).toBe('ada@example.com');
    expect(seen).toEqual(['ada@example.com']);
    expect(document.activeElement).toBe(twin);
  });

  it("waits for the page's fields when its layout comes first, so nothing typed is lost", async () => {
    pageWithShell();
    const typed = document.querySelector<HTMLInputElement>('#shell input') as HTMLInputElement;
    typed.value = 'ada@example.com';
    root().innerHTML = '<main><div role="progressbar"></div></main>';
    await settle();
    expect(document.getElementById('shell')).not.toBeNull();
    root().innerHTML = '<main><form><input name="email"></form></main>';
    await settle();
    expect(document.getElementById('shell')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('#root input')?.value).toBe('ada@example.com');
  });

  it('presses a button pressed in the shell again in the app', async () => {
    pageWithShell();
    (document.querySelector('#shell button') as HTMLButtonElement).click();
    const pressed: string[] = [];
    root().addEventListener('click', (e) => pressed.push((e.target as Element).textContent ?? ''));
    root().innerHTML =
      '<main><form><input name="email"><button type="button">Go</button></form></main>';
    await settle();
    expect(pressed).toEqual(['Go']);
  });

  it("requests the app's scripts, once, after the first frame", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="shell-assets">{"entry":"/assets/index-1.js","preload":["/assets/framework-2.js"]}</script>',
    );
    pageWithShell();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    const scripts = [...document.head.querySelectorAll('script[type=module]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/index-1.js']);
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/assets/framework-2.js']);
    expect(document.getElementById('shell-assets')).toBeNull();
    scripts.forEach((s) => s.remove());
  });

  it('never sends its form', () => {
    pageWithShell();
    const form = document.querySelector('#shell form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows with the default settings, and with none stored', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(defaultSettings));
    runInlineScript();
    expect(html.className).toBe('');
    expect(html.lang).toBe('en');
  });

  it('is left out when a stored setting changes the looks (dark mode)', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...defaultSettings, colorScheme: 'dark' }),
    );
    runInlineScript();
    expect(html.classList.contains('shell-off')).toBe(true);
  });

  it('hides its English text in another chosen language, and sets <html lang>', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...defaultSettings, locale: 'de' }),
    );
    runInlineScript();
    expect(html.lang).toBe('de');
    expect(html.classList.contains('shell-blank')).toBe(true);
    expect(html.classList.contains('shell-off')).toBe(false);
  });

  it('ignores settings of another version, as the app does', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...defaultSettings, version: '0.0.1', colorScheme: 'dark', locale: 'de' }),
    );
    runInlineScript();
    expect(html.className).toBe('');
  });
});
