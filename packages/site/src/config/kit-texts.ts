/**
 * The texts of the kit's feature packages, overridable per site.
 *
 * Each feature package owns its catalogue of English defaults (`ACCOUNT_TEXTS` in
 * `@quire/account`, …) and registers its type here under a namespace by declaration merging, so
 * `defineJournalSite({ texts: { account: { signInTitle: 'Log in' } } })` is checked against the
 * catalogue without this package knowing any of them (dependencies point one way). A page reads
 * its catalogue merged with the site's overrides: {@link useTexts} in components, {@link kitTexts}
 * in loaders, actions and `meta`. See docs/architecture.md ("Site configuration").
 */
import type { UiTexts } from '@quire/ui';
import { type JournalSite, journalSite } from './journal-site';
import { useJournalSite } from './site-context';

/** A text of a catalogue: a plain string, or a function for a text that carries values. */
// `never[]` parameters: any function answering a string fits, whatever it takes.
export type KitText = string | ((...values: never[]) => string);

/** A package's catalogue of texts: every user-visible string of the package, by key. */
export type TextCatalogue = { readonly [key: string]: KitText };

/**
 * The catalogues of the kit's packages by namespace: the design system's (`ui`, whose defaults
 * stay beside each component) and one per feature package, which adds its own,
 * @example
 * declare module '@quire/site' {
 *   interface KitTexts { account: AccountTexts }
 * }
 */
export interface KitTexts {
  /** `@quire/ui`'s own controls (pagination, dialogs, toasts, loading, error pages…). */
  ui: UiTexts;
}

/** A site's overrides of the packages' texts: any subset of each registered catalogue. */
export type KitTextOverrides = {
  readonly [Namespace in keyof KitTexts]?: Partial<KitTexts[Namespace]>;
};

// One merged catalogue per site and catalogue, so a page gets the same object on every render.
const merged = new WeakMap<JournalSite, WeakMap<TextCatalogue, TextCatalogue>>();

/**
 * A catalogue with a site's overrides applied (the defaults themselves when it has none).
 * Server code (loaders, actions, `meta`) calls it with the app's site, the default.
 * @param defaults the package's English catalogue
 * @param namespace the key the package registered in {@link KitTexts}
 * @example const texts = kitTexts(ACCOUNT_TEXTS, 'account'); texts.signInTitle
 */
export function kitTexts<T extends TextCatalogue>(
  defaults: T,
  namespace: string,
  site: JournalSite = journalSite(),
): T {
  const overrides = (site.texts as unknown as Record<string, Partial<T> | undefined>)[namespace];
  if (!overrides) return defaults;
  let perSite = merged.get(site);
  if (!perSite) {
    perSite = new WeakMap();
    merged.set(site, perSite);
  }
  let texts = perSite.get(defaults) as T | undefined;
  if (!texts) {
    texts = Object.freeze({ ...defaults, ...overrides }) as T;
    perSite.set(defaults, texts);
  }
  return texts;
}

/**
 * A package's texts in a component: its catalogue with the overrides of the nearest site
 * (the provider's, else the app's), as {@link kitTexts} gives them to server code.
 * @example const texts = useTexts(ACCOUNT_TEXTS, 'account');
 */
export function useTexts<T extends TextCatalogue>(defaults: T, namespace: string): T {
  return kitTexts(defaults, namespace, useJournalSite());
}
