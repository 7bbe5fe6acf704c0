import auth from './auth/id.json' with { type: 'json' };
import common from './id.json' with { type: 'json' };
import publicSite from './public/id.json' with { type: 'json' };

/**
 * The texts every screen may need, loaded before the first one: the shared words, and the features
 * every visitor meets (sign-in, the public site). Each keeps its own catalogue file.
 */
export const commonId = { ...common, auth, public: publicSite } as const;
