/** src/machines/area-registries.ts, relative to the project root. */
export declare const areaRegistriesFile: string;
/** The source area-registries.ts should hold for the registry files under `root` now (formatted by Prettier). */
export declare const areaRegistriesSource: (root?: string) => Promise<string>;
