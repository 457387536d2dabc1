import type { Plugin } from "vite";

export declare const CHUNK_MODULES_FILE: string;
export declare function chunkModulesPlugin(): Plugin;
