// Command lines for the scripts: node's parseArgs, with `--help` (usage on stdout, exit 0) and mistakes in
// the arguments answered by one line and the usage on stderr, exit 2 — never a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
/** node's own result type, which @types/node does not export. */
type ParsedResults<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

export interface Cli {
  /** The script's name, for messages (`bot: …`). */
  readonly name: string;
  /** The usage text, from the `usage:` line on. */
  readonly usage: string;
}

/** Prints `name: message` and the usage to stderr and exits 2. */
export function usageError(cli: Cli, message: string): never {
  process.stderr.write(`${cli.name}: ${message}\n\n${cli.usage.trimEnd()}\n`);
  process.exit(2);
}

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

interface Config<O extends Options> {
  args: string[];
  options: O & typeof HELP;
  strict: true;
  allowPositionals: false;
}

/** The values of the options, or the usage (`--help`, exit 0) or a usage error (exit 2). */
export function parseCli<const O extends Options>(
  cli: Cli,
  options: O,
  args: string[] = process.argv.slice(2),
): ParsedResults<Config<O>>['values'] {
  const config: Config<O> = { args, options: { ...options, ...HELP }, strict: true, allowPositionals: false };
  let parsed: ParsedResults<Config<O>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    // parseArgs explains what is wrong (unknown option, missing value); a stray argument is not repeated,
    // since it may be a secret given to the wrong option.
    const message = ((error as Error).message.split('\n')[0] ?? '').replace(
      /^Unexpected argument '.*?'\./s,
      'Unexpected argument.',
    );
    return usageError(cli, message);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(`${cli.usage.trimEnd()}\n`);
    process.exit(0);
  }
  return parsed.values;
}

/** A whole number of at least `min` from an option's text, or a usage error naming the option. */
export function integerOption(cli: Cli, name: string, text: string, min = Number.MIN_SAFE_INTEGER): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) {
    usageError(
      cli,
      `--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}, not "${text}"`,
    );
  }
  return value;
}
