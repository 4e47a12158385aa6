import { processIo, type CliIo } from '../cli-io.js';
import { sendAgencyFile } from '../portal/send-agency-file.js';

export const PAYMENTS_USAGE =
  'usage: payments <file> --group <accessGroupId> [--portal URL] [--dev-user NAME] [--skip-invalid] [--allow-duplicate] [--through-date YYYY-MM-DD]\n' +
  '  sends a payment file to the running portal and follows its screening (docs/agency-files.md, "Payment files").\n' +
  '  Signs in with DNP_API_TOKEN (an access token), or --dev-user through the development sign-in.';

/** `payments <file> --group G`: upload through the running portal's API, then poll until the screening ends. */
export function run(args: string[], io: CliIo = processIo()): Promise<number> {
  return sendAgencyFile(args, io, {
    prefix: '/api/v1/payments',
    screen: '/payments',
    done: 'screened',
    usage: PAYMENTS_USAGE,
  });
}
