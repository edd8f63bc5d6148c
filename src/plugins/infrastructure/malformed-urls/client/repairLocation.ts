import {canonicalAddress} from '../repair';

/**
 * Runs before the app reads the address (client modules load before Docusaurus's entry preloads the
 * route and before the router is made), so that the router sees the address the page was rendered for:
 * a malformed escape (`/tools/%`) would throw in `decodeURI` and leave the page without its app, a
 * doubled slash or an encoded one (`//docs/x/`, `/docs%2Fx/`) would match no route where the host served
 * the page, and a megabyte of fragment would be read again by every part of the app that reads the
 * address. The address is rewritten in place (no new history entry).
 */
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalAddress({pathname, search, hash});
  if (canonical.pathname !== pathname || canonical.search !== search || canonical.hash !== hash) {
    window.history.replaceState(
      window.history.state,
      '',
      `${canonical.pathname}${canonical.search}${canonical.hash}`,
    );
  }
}
