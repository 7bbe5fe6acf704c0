import auth from './auth/en.json' with { type: 'json' };
import common from './en.json' with { type: 'json' };
import publicSite from './public/en.json' with { type: 'json' };

/**
 * The texts every screen may need, loaded before the first one: the shared words, and the features
 * every visitor meets (sign-in, the public site). Each keeps its own catalogue file.
 */
export const commonEn = { ...common, auth, public: publicSite } as const;
