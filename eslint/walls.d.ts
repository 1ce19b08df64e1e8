/** The types of walls.js, for the tests that read its lists (tests/lint/). */
export declare const wallZones: { target: string; from: string | string[]; message: string; except?: string[] }[];
export declare const serverDomains: string[];
export declare const SERVER_DOMAIN_ORDER: string[];
