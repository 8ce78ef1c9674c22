/*
 * zod probes `new Function('')` once to choose a faster (generated) parser. Our CSP has no
 * 'unsafe-eval', so Chromium reports that probe as a `securitypolicyviolation` even though zod
 * catches the error. `jitless` skips the probe; zod reads this shared object when it loads, so it
 * is set here, before any zod code runs, without pulling zod into the entry chunk.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
