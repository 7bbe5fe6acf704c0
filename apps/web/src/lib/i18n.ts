import type { featuresEn } from '@sirkula/domain/i18n/features-en';
import { LANGUAGES, type Language, toLanguage } from '@sirkula/domain/shared/languages';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'language';

/**
 * The catalogue comes in chunks, one per language and part: a visitor downloads only the language on
 * screen, the common texts first, and a feature module's texts only once a screen that reads them opens.
 */
export type FeatureTexts = keyof typeof featuresEn;
type CataloguePart = 'common' | FeatureTexts;
type Loader = () => Promise<{ default: object }>;

const commonLoaders: Record<Language, () => Promise<object>> = {
  en: () => import('@sirkula/domain/i18n/common-en').then((module) => module.commonEn),
  id: () => import('@sirkula/domain/i18n/common-id').then((module) => module.commonId),
};

/** Each feature module's catalogue files (packages/domain/src/i18n/<feature>), under the feature's key. */
const featureLoaders: Record<FeatureTexts, Record<Language, Loader>> = {
  companies: {
    en: () => import('@sirkula/domain/i18n/companies/en.json'),
    id: () => import('@sirkula/domain/i18n/companies/id.json'),
  },
  users: {
    en: () => import('@sirkula/domain/i18n/users/en.json'),
    id: () => import('@sirkula/domain/i18n/users/id.json'),
  },
  storage: {
    en: () => import('@sirkula/domain/i18n/storage/en.json'),
    id: () => import('@sirkula/domain/i18n/storage/id.json'),
  },
  contracts: {
    en: () => import('@sirkula/domain/i18n/contracts/en.json'),
    id: () => import('@sirkula/domain/i18n/contracts/id.json'),
  },
  reports: {
    en: () => import('@sirkula/domain/i18n/reports/en.json'),
    id: () => import('@sirkula/domain/i18n/reports/id.json'),
  },
  waste: {
    en: () => import('@sirkula/domain/i18n/waste/en.json'),
    id: () => import('@sirkula/domain/i18n/waste/id.json'),
  },
  smartbins: {
    en: () => import('@sirkula/domain/i18n/smartbins/en.json'),
    id: () => import('@sirkula/domain/i18n/smartbins/id.json'),
  },
  integrations: {
    en: () => import('@sirkula/domain/i18n/integrations/en.json'),
    id: () => import('@sirkula/domain/i18n/integrations/id.json'),
  },
  webhooks: {
    en: () => import('@sirkula/domain/i18n/webhooks/en.json'),
    id: () => import('@sirkula/domain/i18n/webhooks/id.json'),
  },
  dashboard: {
    en: () => import('@sirkula/domain/i18n/dashboard/en.json'),
    id: () => import('@sirkula/domain/i18n/dashboard/id.json'),
  },
  documents: {
    en: () => import('@sirkula/domain/i18n/documents/en.json'),
    id: () => import('@sirkula/domain/i18n/documents/id.json'),
  },
  journeys: {
    en: () => import('@sirkula/domain/i18n/journeys/en.json'),
    id: () => import('@sirkula/domain/i18n/journeys/id.json'),
  },
  proof: {
    en: () => import('@sirkula/domain/i18n/proof/en.json'),
    id: () => import('@sirkula/domain/i18n/proof/id.json'),
  },
  fleet: {
    en: () => import('@sirkula/domain/i18n/fleet/en.json'),
    id: () => import('@sirkula/domain/i18n/fleet/id.json'),
  },
  handover: {
    en: () => import('@sirkula/domain/i18n/handover/en.json'),
    id: () => import('@sirkula/domain/i18n/handover/id.json'),
  },
  places: {
    en: () => import('@sirkula/domain/i18n/places/en.json'),
    id: () => import('@sirkula/domain/i18n/places/id.json'),
  },
  manifests: {
    en: () => import('@sirkula/domain/i18n/manifests/en.json'),
    id: () => import('@sirkula/domain/i18n/manifests/id.json'),
  },
  tracking: {
    en: () => import('@sirkula/domain/i18n/tracking/en.json'),
    id: () => import('@sirkula/domain/i18n/tracking/id.json'),
  },
  billing: {
    en: () => import('@sirkula/domain/i18n/billing/en.json'),
    id: () => import('@sirkula/domain/i18n/billing/id.json'),
  },
  audit: {
    en: () => import('@sirkula/domain/i18n/audit/en.json'),
    id: () => import('@sirkula/domain/i18n/audit/id.json'),
  },
  email: {
    en: () => import('@sirkula/domain/i18n/email/en.json'),
    id: () => import('@sirkula/domain/i18n/email/id.json'),
  },
  settings: {
    en: () => import('@sirkula/domain/i18n/settings/en.json'),
    id: () => import('@sirkula/domain/i18n/settings/id.json'),
  },
  partnership: {
    en: () => import('@sirkula/domain/i18n/partnership/en.json'),
    id: () => import('@sirkula/domain/i18n/partnership/id.json'),
  },
  schedulers: {
    en: () => import('@sirkula/domain/i18n/schedulers/en.json'),
    id: () => import('@sirkula/domain/i18n/schedulers/id.json'),
  },
};

export const FEATURE_TEXTS = Object.keys(featureLoaders) as FeatureTexts[];

function loadTree(language: Language, part: CataloguePart): Promise<object> {
  if (part === 'common') return commonLoaders[language]();
  return featureLoaders[part][language]().then((module) => ({ [part]: module.default }));
}

/** The parts this visit has needed so far; a language switch brings the same parts in the new language. */
const wantedParts = new Set<CataloguePart>(['common']);
const partLoads = new Map<string, Promise<void>>();
const loadedParts = new Set<string>();
/** The language a switch is loading, so texts requested meanwhile arrive in it too. */
let switchingTo: Language | null = null;

// Texts can arrive before i18next has started (a screen's chunk is fetched alongside the catalogue),
// so they are added once it has.
let markInitialized = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

export function currentLanguage(): Language {
  return toLanguage(localStorage.getItem(LANGUAGE_KEY));
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
}

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}/${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = Promise.all([loadTree(language, part), initialized]).then(([tree]) => {
      i18n.addResourceBundle(language, 'translation', tree, true, true);
      loadedParts.add(key);
    });
    partLoads.set(key, load);
  }
  return load;
}

/** Resolves once every wanted part is in for the language, parts wanted while waiting included. */
async function ensureCatalogue(language: Language): Promise<void> {
  const missing = () => [...wantedParts].filter((part) => !loadedParts.has(`${language}/${part}`));
  for (let parts = missing(); parts.length > 0; parts = missing()) {
    await Promise.all(parts.map((part) => loadPart(language, part)));
  }
}

/** Stores the choice under `language`, updates <html lang> and fires `languageChange` on window. */
export async function setLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    // Switching only once the texts are in: no screen ever shows bare keys.
    await ensureCatalogue(language);
    localStorage.setItem(LANGUAGE_KEY, language);
    await i18n.changeLanguage(language);
  } finally {
    switchingTo = null;
  }
  applyToDocument(language);
  window.dispatchEvent(new CustomEvent('languageChange', { detail: { language } }));
}

/**
 * The feature modules' texts a screen reads (all of them unless it says which); the screen waits for
 * them before it first renders.
 */
export async function loadFeatureTexts(parts: readonly FeatureTexts[] = FEATURE_TEXTS): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  const languages = new Set<Language>([currentLanguage()]);
  if (switchingTo) languages.add(switchingTo);
  await Promise.all([...languages].map(ensureCatalogue));
}

/**
 * A feature's own namespace travels in that feature's chunk, with both languages so switching stays
 * instant.
 */
export function addNamespace(namespace: string, trees: Record<Language, object>): void {
  void initialized.then(() => {
    for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, trees[language]);
  });
}

export async function initI18n(): Promise<void> {
  const language = currentLanguage();
  applyToDocument(language);
  // The download starts now; the texts are added once i18next has started.
  const catalogue = ensureCatalogue(language);
  await i18n.use(initReactI18next).init({
    resources: {},
    // The texts arrive by addResourceBundle, never from a backend.
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markInitialized();
  await catalogue;
  // i18next settles `resolvedLanguage` on a language that has texts; they have only just arrived.
  await i18n.changeLanguage(language);
}

/** A key of the catalogue, checked by the typecheck wherever it is written out. */
export type TranslationKey = ParseKeys;

/**
 * A key known only at run time (a validation issue's message, a field an audit entry names): the
 * typecheck cannot know it, so an unknown one shows as itself. Keys written in the code never need this.
 */
export function runtimeKey(key: string): TranslationKey {
  return key as TranslationKey;
}
