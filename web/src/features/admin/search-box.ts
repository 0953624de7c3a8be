import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

// Apart from admin-search.ts, which the route tree (and so every first screen) loads.

/** How long typing pauses before the server is asked. */
const SEARCH_PAUSE_MS = 350;

/**
 * The search box over the URL's `q`. Typing asks the server after a pause;
 * the URL's answer to that request must not reset the box: on a slow device
 * it arrives while the officer types on, and the box would drop what they
 * typed meanwhile. Only a change of `q` from elsewhere (another section,
 * the back button) replaces the box's text.
 */
export function useSearchBox(q: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(q);
  const lastSent = useRef(q);
  useEffect(() => {
    if (q === lastSent.current) return;
    lastSent.current = q;
    setText(q);
  }, [q]);
  const search = useDebouncedCallback((value: string) => {
    lastSent.current = value;
    onSearch(value);
  }, SEARCH_PAUSE_MS);
  return {
    text,
    onChange: (value: string) => {
      setText(value);
      search(value);
    },
  };
}
