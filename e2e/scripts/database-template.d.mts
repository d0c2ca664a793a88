export declare const TEMPLATE_ENV: string;
export declare function makeDatabaseTemplate(repoRoot: string): Promise<{ folder: string; remove: () => void }>;
