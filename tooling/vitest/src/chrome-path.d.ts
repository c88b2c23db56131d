/**
 * The Chromium every browser test launches: `CHROME_PATH` when set, else Debian's
 * `chromium-headless-shell` when installed (the same engine at about half the CPU), else Debian's
 * full `/usr/bin/chromium`. Nothing is ever downloaded.
 * @example chromium.launch({ executablePath: chromePath(), headless: true });
 */
export declare function chromePath(): string;
