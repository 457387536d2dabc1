export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
export declare function installedChromium(): string | undefined;
export declare function findChromium(): string;
