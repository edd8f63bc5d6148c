import siteConfig from '@generated/docusaurus.config';
import {serviceWorkerFile} from '../constants';

/**
 * Registers the offline service worker once the page has rendered and the browser is idle
 * after the load event, then hands it the page it was registered from (its URL and every
 * same-origin file it loaded), because that first visit happened before the worker could see it.
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
    window.requestIdleCallback
      ? window.requestIdleCallback(callback, {timeout: 10_000})
      : window.setTimeout(callback, 3000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}

const offlineReading =
  typeof window !== 'undefined' &&
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator;

/**
 * The first call comes when the app has rendered the page it opened on: its route chunks, which load
 * after the load event (patches/README.md), are loaded by then, so the worker is handed all of them.
 * Later calls are pages reached inside the app, which make no document request the worker could see:
 * tell it, so that they too can be read offline later.
 */
export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (!offlineReading) return;
  if (!previousLocation) {
    whenIdleAfterLoad(registerServiceWorker);
    return;
  }
  if (previousLocation.pathname === location.pathname) return;
  navigator.serviceWorker?.controller?.postMessage({
    type: 'save',
    pages: [new URL(location.pathname, window.location.href).href],
    files: [],
  });
}
