/**
 * Imported for its effect, before any schema is built in the browser: Zod would probe `new Function` (as it
 * builds an object schema) to compile faster validators, and under the site's CSP (no 'unsafe-eval') the
 * browser reports that probe as a policy violation even though Zod catches it. A page whose schemas are built
 * before the form hook loads (the booking page) imports this first. Client-safe.
 */
import { z } from "zod";

z.config({ jitless: true });
