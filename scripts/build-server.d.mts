export declare const ROOT: string;
/** build/node/main.js: the compiled server that `npm start` runs. */
export declare const SERVER_BUNDLE: string;
export declare function isServerBundleStale(): boolean;
export declare function buildServer(): Promise<void>;
/** Writes .br and .gz beside the client build's scripts and stylesheets. */
export declare function precompressClientAssets(): void;
