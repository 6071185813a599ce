export declare function newestMtime(path: string): number;
export declare const CLIENT_INPUTS: readonly string[];
export declare function clientIsStale(root: string): boolean;
