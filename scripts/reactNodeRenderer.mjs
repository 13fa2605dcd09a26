// The pages' server renderer in React's Node.js build instead of its Edge build (ADR 0057).
//
// Next's Pages Router renders every page with `renderToReadableStream` from `react-dom/server.edge`, on Node.js too
// (next/dist/server/ReactDOMServerPages.js, whose own comment says it should take the Node.js build there). That build turns
// every string it writes (each attribute, each text) into bytes with TextEncoder.encode, a new buffer per string: a
// profile of the home page rendered for a logged-in customer spent 12 % of the server's CPU there. React's Node.js build
// exports the same `renderToReadableStream` (same options, same stream with `allReady`) and writes strings with
// encodeInto into one 4 KB buffer. Node.js resolves Next's `require('react-dom/server.edge')` at run time, so this
// hands it `react-dom/server.node` instead; only this server's process is affected (`next dev` keeps Next's choice).
import Module from 'node:module';

const EDGE = 'react-dom/server.edge';
const NODE = 'react-dom/server.node';

/**
 * From now on, a require of React's Edge server renderer in this process gets its Node.js build. Answers a function
 * that puts Node's resolution back (for tests).
 */
export function renderPagesWithNodeBuild() {
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveFilename(request, ...rest) {
    return resolve.call(this, request === EDGE ? NODE : request, ...rest);
  };
  return () => {
    Module._resolveFilename = resolve;
  };
}
