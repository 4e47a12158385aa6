import { EXIT_USAGE } from './cli-io.js';

type Command = (args: string[]) => Promise<number>;

/** Each command is loaded when called, so `score` does not pay for opening database drivers. */
const commands: Readonly<Record<string, { summary: string; load: () => Promise<{ run: Command }> }>> = {
  ingest: { summary: 'load a public datasource file (all or nothing)', load: () => import('./commands/ingest.js') },
  generate: { summary: 'generate and load synthetic records', load: () => import('./commands/generate.js') },
  demo: { summary: 'load the demo data set (idempotent)', load: () => import('./commands/demo.js') },
  score: { summary: 'score two names with the matching engine', load: () => import('./commands/score.js') },
  'score-pairs': { summary: 'score a file of name pairs', load: () => import('./commands/score-pairs.js') },
  batch: {
    summary: 'send an agency file to the running portal and follow its run',
    load: () => import('./commands/batch.js'),
  },
  'con-mon': {
    summary: 'con-mon enroll: enroll an agency file in continuous monitoring through the running portal',
    load: () => import('./commands/con-mon.js'),
  },
  payments: {
    summary: 'send a payment file to the running portal and follow its screening',
    load: () => import('./commands/payments.js'),
  },
  audit: { summary: "audit verify: check the audit log's hash chain", load: () => import('./commands/audit.js') },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`);
  return `usage: npm run cli -- <command> [options]\n${lines.join('\n')}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (command === undefined) {
    process.stderr.write(name === undefined || name === '--help' ? usage() : `unknown command "${name}"\n${usage()}`);
    return EXIT_USAGE;
  }
  const { run } = await command.load();
  return run(args);
}

process.exitCode = await main(process.argv.slice(2));
