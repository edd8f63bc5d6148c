import {repairPercentEncoding} from '../repair';

/**
 * Runs before the app reads the address (client modules load before
 * Docusaurus's entry preloads the route and before the router is made), so that
 * a malformed escape in a link (`/tools/%`, `/docs/%E0%A4%A`) reaches neither
 * `decodeURI` in Docusaurus's preload nor the one in the router's history, which
 * throw and leave the page without its app. The address is rewritten in place
 * (no new history entry), and the page renders what it would for those characters.
 */
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const repaired = repairPercentEncoding(pathname);
  const repairedHash = repairPercentEncoding(hash);
  if (repaired !== pathname || repairedHash !== hash)
    window.history.replaceState(window.history.state, '', `${repaired}${search}${repairedHash}`);
}
