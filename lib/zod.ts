import { z } from 'zod';

/**
 * zod for the rules the browser runs too. Jitless: zod otherwise probes once whether it may compile
 * parsers with `new Function`, which the Content-Security-Policy (no 'unsafe-eval', docs/adr/0002)
 * reports as a violation on every page that parses in the browser.
 */
z.config({ jitless: true });

export { z };
