/** The failed tests of Vitest and Playwright JSON report files, each with its error's first lines; '' if none. */
export declare function failureSummary(files: string[]): string;
