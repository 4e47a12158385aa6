import { EXIT_USAGE, processIo, type CliIo } from '../cli-io.js';
import { sendAgencyFile } from '../portal/send-agency-file.js';

export const CON_MON_USAGE =
  'usage: con-mon enroll <file> --group <accessGroupId> [--portal URL] [--dev-user NAME] [--skip-invalid] [--allow-duplicate] [--through-date YYYY-MM-DD]\n' +
  '  enrolls an agency file in continuous monitoring through the running portal and follows its first match\n' +
  '  (docs/con-mon-api.md); a file of the same name enrolled before is replaced.\n' +
  '  Signs in with DNP_API_TOKEN (an access token), or --dev-user through the development sign-in.';

/** `con-mon enroll <file> --group G`: the batch upload's path, to the con-mon intake. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  const [action, ...rest] = args;
  if (action !== 'enroll') {
    io.stderr.write(
      `${action === undefined ? 'expected an action' : `unknown action "${action}"`}\n${CON_MON_USAGE}\n`,
    );
    return EXIT_USAGE;
  }
  return sendAgencyFile(rest, io, {
    prefix: '/api/v1/con-mon',
    screen: '/con-mon',
    done: 'enrolled',
    usage: CON_MON_USAGE,
  });
}
