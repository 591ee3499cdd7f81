import { useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last keystroke before the list follows. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: what is typed shows at once, and `commit` gets it `delayMs` after the last
 * keystroke (the list's URL and query follow then, not on every key). A change of `value` from
 * elsewhere (the back button, "clear filters") replaces the box's text; the box's own commit
 * does not, so a committed "sales " keeps its space while the user types on.
 *
 * @example const [text, setText] = useDebouncedSearch(filters.search, (s) => onChange({ search: s }));
 */
export function useDebouncedSearch(
  value: string,
  commit: (text: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    // Spaces at either end search for nothing: a commit the caller trimmed is still the box's own.
    if (value.trim() !== committed.current.trim()) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return [text, setText];
}
