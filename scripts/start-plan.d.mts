export type StartPlan = { ok: true; startDevSignIn: boolean; loadDemoData: boolean } | { ok: false; error: string };

export function startPlan(env: Record<string, string | undefined>): StartPlan;
