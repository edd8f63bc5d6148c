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
  'document.documentElement.setAttribute("data-framed",""),',
  'document.addEventListener("DOMContentLoaded",function(){var e=document.createElement("p");',
  'e.setAttribute("style","position:fixed;inset:0;margin:0;padding:2rem;background:#fff;color:#1c1e21;',
  'font:1rem/1.5 system-ui,sans-serif;z-index:2147483647"),',
  'e.append("This page is shown inside another site. ");var t=document.createElement("a");',
  't.href=window.location.href,t.target="_top",t.rel="noopener",t.textContent="Open it on its own",',
  'e.append(t,"."),document.body.append(e)})}()',
].join('');

/** Hides the site's own content in a foreign frame (the script above marks the document first). */
export const frameGuardStyle = 'html[data-framed] #__docusaurus{display:none}';
