export const API_OLD_SPACE_MIB: number;

export function withApiHeap(env: Record<string, string | undefined>): Record<string, string | undefined>;
