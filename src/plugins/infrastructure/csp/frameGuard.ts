/**
 * What a page does when another site puts it in a frame. A host that sends headers refuses the frame
 * (`frame-ancestors 'self'` in build/_headers); GitHub Pages sends none and a <meta> policy cannot say
 * `frame-ancestors`, so each page's head carries this small script (written as the HTML minifier
 * leaves it, so the policy's hash is of what is served): inside a frame of another origin,
 * the site is hidden and a notice links to the page itself, opened in the top window. A frame sandboxed
 * without scripts is not covered: CONTRIBUTING.md's deploy section says so.
 */
export const frameGuardScript = [
  '!function(){try{',
  'if(window.top===window.self||window.top.location.origin===window.location.origin)return}catch(e){}',
  // The site is hidden by a rule this script adds, never by an attribute: a link's `?docusaurus-data-…`
  // parameter sets any `data-` attribute on <html> (Docusaurus's embedding feature), and would hide it too.
  'var e=document.createElement("style");e.textContent="#__docusaurus{display:none!important}",document.head.append(e),',
  'document.addEventListener("DOMContentLoaded",function(){var e=document.createElement("p");',
  'e.setAttribute("style","position:fixed;inset:0;margin:0;padding:2rem;background:#fff;color:#1c1e21;',
  'font:1rem/1.5 system-ui,sans-serif;z-index:2147483647"),',
  'e.append("This page is shown inside another site. ");var n=document.createElement("a");',
  'n.href=window.location.href,n.target="_top",n.rel="noopener",n.textContent="Open it on its own",',
  'e.append(n,"."),document.body.append(e)})}()',
].join('');
