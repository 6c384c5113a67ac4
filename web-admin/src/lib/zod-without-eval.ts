// Zod as the staff app's build gives it to every module that imports 'zod' (vite.config.ts), set up before any schema
// can be made, by whichever module loads it first. Zod compiles fast object parsers with `new Function` when the page
// allows it, and probes for that on the first parse. The staff app's Content-Security-Policy allows no eval, so the
// probe would be blocked and reported as a violation on every form; zod's interpreted parsers, which it would fall
// back to anyway, are used from the start.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
