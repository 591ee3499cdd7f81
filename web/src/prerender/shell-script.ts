import { defaultSettings, SETTINGS_STORAGE_KEY } from 'src/components/settings/settings-config';

/** The settings that change how a page looks; the shell is drawn with their defaults. */
const LOOKS = [
  'colorScheme',
  'direction',
  'contrast',
  'navLayout',
  'primaryColor',
  'navColor',
  'compactLayout',
  'fontSize',
  'fontFamily',
] as const;

export type ShellConfig = {
  key: string;
  version: string;
  locale: string;
  looks: Record<string, unknown>;
};

export const SHELL_CONFIG: ShellConfig = {
  key: SETTINGS_STORAGE_KEY,
  version: defaultSettings.version,
  locale: defaultSettings.locale,
  looks: Object.fromEntries(LOOKS.map((k) => [k, defaultSettings[k]])),
};

/**
 * Runs inline in the page's head, before the shell is parsed (so it cannot import anything: it is
 * sent as its own source text). The shell is the app's first render with the default settings in
 * English; the app renders into #root beside it, hidden, and the shell goes in the same task as
 * the app's page appears, so nothing jumps.
 * - Stored settings that change the looks (dark mode, another font, …): no shell, as before.
 * - Another language: `<html lang>` is set and the shell's text is hidden (its frame shows), so
 *   no English flashes before the chosen language.
 * - A form in the shell is never sent (its fields have no names either); what was typed in it,
 *   and the focus, move to the app's same fields, and a button pressed in it is pressed again in
 *   the app.
 */
export function shellScript(config: ShellConfig): void {
  const html = document.documentElement;
  let stored: Record<string, unknown> | null;
  try {
    stored = JSON.parse(localStorage.getItem(config.key) ?? 'null') as Record<string, unknown>;
  } catch {
    stored = null;
  }
  if (stored && typeof stored === 'object' && stored.version === config.version) {
    for (const key of Object.keys(config.looks)) {
      const value = stored[key];
      const light = value === 'system' && !matchMedia('(prefers-color-scheme: dark)').matches;
      if (value !== undefined && value !== config.looks[key] && !light) {
        html.classList.add('shell-off');
      }
    }
    if (typeof stored.locale === 'string' && stored.locale !== config.locale) {
      html.lang = stored.locale;
      html.classList.add('shell-blank');
    }
  }
  // A button pressed in the shell is pressed again in the app once it is there (same render,
  // so the same button by position); a form in the shell is never sent itself.
  let replay = -1;
  document.addEventListener(
    'click',
    (event) => {
      const shell = document.getElementById('shell');
      const button = (event.target as Element).closest('button');
      if (!shell || !button || !shell.contains(button)) return;
      event.preventDefault();
      replay = [...shell.querySelectorAll('button')].indexOf(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if ((event.target as Element).closest('#shell')) event.preventDefault();
    },
    true,
  );
  const shellPath = location.pathname;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  const swap = (observer: MutationObserver, late = false) => {
    const root = document.getElementById('root');
    const shell = document.getElementById('shell');
    if (!root || !shell) return observer.disconnect();
    // The page is there once its layout's <main> is, or anything that is not a loading screen
    // (an error screen, say).
    const ready =
      root.querySelector('main') ??
      (root.querySelector('[role=progressbar],[role=status]') ? null : root.firstElementChild);
    if (!ready) return;
    // A page's own fields may come a moment after its layout (a lazy page): on the shell's own
    // page the shell stays until every field of it has its twin in the app, so nothing typed into
    // it is lost; at most 3 s (the app may show another page there, a redirect say).
    const waiting =
      !late &&
      ready.tagName === 'MAIN' &&
      location.pathname === shellPath &&
      [...shell.querySelectorAll<HTMLInputElement>('input[data-name]')].some(
        (f) => !root.querySelector(`input[name="${f.dataset.name}"]`),
      );
    if (waiting) {
      waitTimer ??= setTimeout(() => swap(observer, true), 3000);
      return;
    }
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    observer.disconnect();
    // The shell goes first: #root is invisible while it is there, and an invisible field cannot
    // take the focus (nor what is typed next, say in the middle of a fill).
    const focused = document.activeElement;
    const fields = [...shell.querySelectorAll<HTMLInputElement>('input[data-name]')];
    shell.remove();
    for (const field of fields) {
      const twin = root.querySelector<HTMLInputElement>(`input[name="${field.dataset.name}"]`);
      if (!twin) continue;
      if (field.value && !twin.value) {
        // The native setter and an input event, so React's form state sees the value.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          twin,
          field.value,
        );
        twin.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (field === focused) twin.focus();
    }
    if (replay >= 0) root.querySelectorAll('button')[replay]?.click();
  };
  // The app's scripts (compose-page.ts), requested once the shell has painted, so they do not
  // hold up its stylesheet and fonts; at once in a tab that is not shown, which does not paint.
  const requestApp = () => {
    const list = document.getElementById('shell-assets');
    if (!list) return;
    list.remove();
    const assets = JSON.parse(list.textContent ?? '') as { entry: string; preload: string[] };
    for (const href of assets.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.entry;
    document.head.append(script);
  };
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (root) {
      const observer = new MutationObserver(() => swap(observer));
      observer.observe(root, { childList: true, subtree: true });
    }
    if (document.visibilityState === 'visible') {
      requestAnimationFrame(() => setTimeout(requestApp, 0));
      // Should no frame come (a window the system does not draw), the app still starts.
      setTimeout(requestApp, 1000);
    } else requestApp();
  });
}

/**
 * The shell lies over #root, which lays out as usual but stays invisible until the shell goes.
 * Without JavaScript the shell simply stays.
 */
export const SHELL_CSS =
  '#shell{position:absolute;top:0;left:0;width:100%;z-index:10000}' +
  '#shell~#root{visibility:hidden}' +
  '.shell-off #shell{display:none}.shell-off #shell~#root{visibility:visible}' +
  '.shell-blank #shell *{color:transparent!important}' +
  '.shell-blank #shell ::placeholder{color:transparent!important}';

/** The inline script's text, with its configuration. */
export function shellScriptSource(config: ShellConfig = SHELL_CONFIG): string {
  return `(${shellScript.toString()})(${JSON.stringify(config)})`;
}
