// @portal/shared/router/server: the router the server renders the shell with (the path of the
// request, no history). A separate entry so the browser bundles never carry it; not a
// federation singleton (shared/build/shared-singletons.js leaves it out).
export { StaticRouter } from 'react-router-dom';
