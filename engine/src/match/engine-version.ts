/**
 * The version of the analysis (taxonomy, rules and weights). The server stores it with every scan;
 * change it whenever a scan of the same inputs could give a different result.
 *
 * @example if (stored.engineVersion !== ENGINE_VERSION) rescan()
 */
export const ENGINE_VERSION = '0.9.20';
