import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import defaultBackground from '../assets/default-background.svg';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.background);
  } catch {
    return null;
  }
}

function remember(url: string | null): void {
  try {
    if (url) window.localStorage.setItem(STORAGE_KEYS.background, url);
    else window.localStorage.removeItem(STORAGE_KEYS.background);
  } catch {
    // Storage may be full or disabled; the image still shows this time.
  }
}

/**
 * The sign-in page's background: the one remembered locally (instant), else the bundled
 * default; then the server's current one, remembered for next time. A failed fetch
 * leaves the current image in place without a word to the user.
 */
export function useBackgroundUrl(): string {
  const [url, setUrl] = useState<string>(() => remembered() || defaultBackground);

  useEffect(() => {
    let active = true;
    callApi('backgroundImage')
      .then((data) => {
        if (!active || !data || !('backgroundUrl' in data)) return;
        // null: the family has no background (any more): back to the bundled default.
        setUrl(data.backgroundUrl || defaultBackground);
        remember(data.backgroundUrl || null);
      })
      .catch((error) => console.error('Could not load the background image', error));
    return () => {
      active = false;
    };
  }, []);

  return url;
}
