import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The RTL emotion cache: stylis-plugin-rtl mirrors every style (margins, positions, borders). */
export const rtlCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
