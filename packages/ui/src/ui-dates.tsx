import { createContext, type ReactNode, useContext } from 'react';

/*
 * The design system's date settings travel through context, apart from the formatting itself
 * (`ui-date.ts`, Day.js): the providers are on every page, the formatting only where the chat
 * renders, so a signed-out page's JavaScript carries no date library.
 */

/**
 * How the design system writes dates: a site's time zone and patterns (Day.js tokens). Without
 * them, `DD-MM-YYYY` (`DD-MM-YYYY HH:mm` with the time) in the browser's own zone.
 */
export interface UiDateFormat {
  /** IANA time zone, e.g. `Europe/Helsinki`. */
  timeZone?: string;
  /** The date's pattern, e.g. `DD-MM-YYYY`. */
  dateFormat?: string;
  /** The date and time's pattern, e.g. `DD-MM-YYYY HH:mm`. */
  dateTimeFormat?: string;
}

const UiDatesContext = createContext<UiDateFormat>({});

/**
 * Gives the design system's dates below it a site's zone and patterns (the chat's times).
 * @example <UiDatesProvider format={{ timeZone: 'UTC', dateFormat: 'YYYY-MM-DD' }}>…</UiDatesProvider>
 */
export function UiDatesProvider({
  format,
  children,
}: {
  format: UiDateFormat;
  children: ReactNode;
}) {
  return <UiDatesContext.Provider value={format}>{children}</UiDatesContext.Provider>;
}

/** The nearest {@link UiDatesProvider}'s zone and patterns (none without one). */
export function useUiDateFormat(): UiDateFormat {
  return useContext(UiDatesContext);
}
