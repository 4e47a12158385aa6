import type { CliIo } from './cli-io.js';

const TTY_REDRAW_MS = 100;
const LOG_LINE_MS = 5_000;

export const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US');
export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const formatRate = (records: number, ms: number): string =>
  `${formatCount(ms > 0 ? (records * 1000) / ms : 0)} records/s`;

/**
 * A progress line on stderr: redrawn in place on a terminal (at most ten times a second),
 * one line every five seconds otherwise, so logs and CI output stay readable.
 */
export class ProgressLine {
  /** When the current step (label) began: records and rate are the step's own. */
  private started = performance.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly io: CliIo,
    private label: string,
  ) {}

  setLabel(label: string): void {
    this.finish();
    this.label = label;
    this.started = performance.now();
  }

  update(records: number, rejected: number, force = false): void {
    const now = performance.now();
    const tty = this.io.stderr.isTTY === true;
    if (!force && now - this.lastDraw < (tty ? TTY_REDRAW_MS : LOG_LINE_MS)) return;
    this.lastDraw = now;
    const elapsed = now - this.started;
    const text =
      `${this.label}: ${formatCount(records)} records, ${formatRate(records, elapsed)}, ${formatSeconds(elapsed)}` +
      (rejected > 0 ? `, ${formatCount(rejected)} rejected` : '');
    if (tty) {
      this.io.stderr.write(`\r\x1b[2K${text}`);
      this.drawn = true;
    } else {
      this.io.stderr.write(`${text}\n`);
    }
  }

  /** Ends a redrawn line so the next output starts on its own line. */
  finish(): void {
    if (this.drawn) this.io.stderr.write('\n');
    this.drawn = false;
  }
}
