// Zod compiles fast object parsers with `new Function` when the page allows it, and probes for that on the first
// parse. The staff app's Content-Security-Policy allows no eval, so the probe would be blocked and reported as a
// violation on every form; zod's interpreted parsers, which it would fall back to anyway, are used from the start.
import { z } from 'zod';

z.config({ jitless: true });
