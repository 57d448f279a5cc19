import type { Config } from '../src/server/config';

/**
 * Values the client shows, fixed at build time so prerendered HTML and the bundle agree.
 * `npm start` builds with the same environment it serves with.
 */
export function clientDefines(config: Config): Record<string, string> {
  return {
    __SYL_SUPPORT_EMAIL__: JSON.stringify(config.supportEmail),
    __SYL_FALL_FORM_URL__: JSON.stringify(config.fallFormUrl),
    // scripts/build.ts replaces it with the build's own id.
    __SYL_BUILD__: JSON.stringify('dev'),
  };
}
