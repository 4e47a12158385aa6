import { processIo, type CliIo } from '../cli-io.js';
import { sendAgencyFile } from '../portal/send-agency-file.js';

export const BATCH_USAGE =
  'usage: batch <file> --group <accessGroupId> [--portal URL] [--dev-user NAME] [--skip-invalid] [--allow-duplicate] [--through-date YYYY-MM-DD]\n' +
  '  sends an agency file to the running portal and follows its run (docs/agency-files.md, "Sending a file").\n' +
  '  Signs in with DNP_API_TOKEN (an access token), or --dev-user through the development sign-in.';

/** `batch <file> --group G`: upload through the running portal's API, then poll its status until the run ends. */
export function run(args: string[], io: CliIo = processIo()): Promise<number> {
  return sendAgencyFile(args, io, {
    prefix: '/api/v1/batch-match',
    screen: '/batch-match',
    done: 'matched',
    usage: BATCH_USAGE,
  });
}
