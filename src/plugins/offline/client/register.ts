import siteConfig from '@generated/docusaurus.config';
import {serviceWorkerFile} from '../constants';

/**
 * Registers the offline service worker after the load event (when idle), then hands it the
 * page it was registered from (its URL and every same-origin file it loaded),
 * because that first visit happened before the worker could see it.
 */
function registerServiceWorker(): void {
  const {baseUrl} = siteConfig;
  navigator.serviceWorker
    .register(`${baseUrl}${serviceWorkerFile}`, {scope: baseUrl})
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const files = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({type: 'save', pages: [window.location.href], files});
    })
    .catch((error: unknown) => {
      // Offline reading is an extra: the site works the same without it.
      console.warn('Offline reading is unavailable:', error);
    });
}

/** After the load event, once the browser is idle: the page's own work comes first. */
function whenIdleAfterLoad(callback: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(callback, {timeout: 10_000}) : window.setTimeout(callback, 3000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}

if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  whenIdleAfterLoad(registerServiceWorker);
}

/**
 * A page reached inside the app makes no document request the worker could
 * see: tell it, so that this page too can be read offline later.
 */
export function onRouteDidUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (!previousLocation || previousLocation.pathname === location.pathname || typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({
    type: 'save',
    pages: [new URL(location.pathname, window.location.href).href],
    files: [],
  });
}
