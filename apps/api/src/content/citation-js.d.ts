// Types for citation-js (it ships none): the calls `citation-styles.ts` makes.
declare module '@citation-js/core' {
  /** A named registry, e.g. the CSL styles known to the CSL plugin. */
  interface Register<T> {
    add(name: string, value: T): void;
    has(name: string): boolean;
  }

  export const plugins: {
    config: {
      get(plugin: '@csl'): { styles: Register<string>; locales: Register<unknown> };
    };
    output: {
      /** With `asEntryArray`, each entry as `[id, html-or-text]`, in the style's order. */
      format(
        name: 'bibliography',
        data: readonly object[],
        options: {
          style: string;
          lang: string;
          format: 'html' | 'text';
          hyperlinks?: boolean;
          asEntryArray: true;
        },
      ): [string, string][];
    };
  };
}

// Registers the CSL output formats and the bundled styles (APA, Vancouver, Harvard) on import.
declare module '@citation-js/plugin-csl' {}
