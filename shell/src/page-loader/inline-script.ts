// The page loader's build entry (scripts/lib/server-render-build.mjs): runs it in the page.
import { runPageLoader } from './page-loader';

runPageLoader(window);
