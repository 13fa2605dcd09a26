/** Longest wait for the LCP picture before the app's scripts start anyway (a slow or stuck image). */
export const LCP_WAIT_MS = 1500;

/**
 * Starts the app's scripts (in document order) once the first screen is painted: after the page's LCP picture (the one
 * `img[fetchpriority=high]`) has loaded or failed, or LCP_WAIT_MS after parsing, and after the next frame. The scripts
 * are requested only then, so they share no bandwidth with the stylesheets and that picture. Kept as a string: it runs
 * inline, before any bundle exists.
 */
export function paintFirstLoader(srcs: string[]): string {
  return `(function(){var s=${JSON.stringify(srcs).replace(/</g, "\\u003c")},n=document.currentScript&&document.currentScript.nonce,d=0;
function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=false;if(n)e.nonce=n;document.head.appendChild(e);}}
function painted(){requestAnimationFrame(function(){setTimeout(go,0);});}
function ready(){var img=document.querySelector('img[fetchpriority=high]');setTimeout(go,${LCP_WAIT_MS});
if(!img||img.complete){painted();return;}img.addEventListener('load',painted);img.addEventListener('error',painted);}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready();})();`;
}
