import type { Locale } from "./locales.js";

/**
 * ICU MessageFormat, the part the app uses (decision 300): `{name}`, `{n, number}`,
 * `{n, plural, =0 {…} one {# …} other {# …}}` and `{x, select, a {…} other {…}}`, nested.
 * Apostrophes are plain text (no ICU quoting): a message cannot show a literal brace.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

const POUND = 0;
interface Argument {
  name: string;
  kind?: string;
  options?: Record<string, Part[]>;
}
type Part = string | typeof POUND | Argument;

const parsed = new Map<string, Part[]>();

/** The message's parts, parsed once per message text. Throws on a malformed message. */
export function parseMessage(message: string): Part[] {
  let parts = parsed.get(message);
  if (parts) return parts;
  let at = 0;
  const fail = (what: string) => {
    throw new Error(`${what} at ${at} in message "${message}"`);
  };
  const readUntil = (stops: RegExp): string => {
    const rest = message.slice(at);
    const end = rest.search(stops);
    if (end < 0) fail("unclosed argument");
    at += end;
    return rest.slice(0, end).trim();
  };
  const readParts = (inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let text = "";
    while (at < message.length && message[at] !== "}") {
      const char = message[at++] ?? "";
      if (char !== "{" && !(char === "#" && inPlural)) {
        text += char;
        continue;
      }
      if (text) out.push(text);
      text = "";
      out.push(char === "#" ? POUND : readArgument());
    }
    if (text) out.push(text);
    return out;
  };
  const readArgument = (): Argument => {
    const name = readUntil(/[,}]/);
    if (!name) fail("an argument without a name");
    if (message[at++] === "}") return { name };
    const kind = readUntil(/[,}]/);
    if (message[at++] === "}") return { name, kind };
    const options: Record<string, Part[]> = {};
    for (;;) {
      const key = readUntil(/[{}]/);
      if (message[at] === "}") {
        at++;
        break;
      }
      if (!key) fail("an option without a key");
      at++;
      options[key] = readParts(kind === "plural");
      if (message[at++] !== "}") fail("unclosed option");
    }
    if (!options.other) fail(`no "other" option for ${name}`);
    return { name, kind, options };
  };
  parts = readParts(false);
  if (at < message.length) fail("an unmatched }");
  parsed.set(message, parts);
  return parts;
}

/** The names of the values a message takes, e.g. for checking a translation against its source. */
export function messageArguments(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part !== "object") continue;
      names.add(part.name);
      for (const option of Object.values(part.options ?? {})) walk(option);
    }
  };
  walk(parseMessage(message));
  return names;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function render(parts: Part[], locale: Locale, values: MessageValues, count: number): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if (part === POUND || part.kind === "number") {
      let format = numberFormats.get(locale);
      if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
      out += format.format(part === POUND ? count : Number(values[part.name]));
    } else if (!part.options) out += String(values[part.name] ?? `{${part.name}}`);
    else {
      const value = values[part.name];
      let option: Part[] | undefined;
      let n = count;
      if (part.kind === "plural") {
        n = Number(value);
        let rules = pluralRules.get(locale);
        if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
        option = part.options[`=${n}`] ?? part.options[rules.select(n)];
      } else option = part.options[String(value)];
      out += render(option ?? part.options.other ?? [], locale, values, n);
    }
  }
  return out;
}

/** `message` with its values put in, plurals chosen by `locale`'s rules and numbers in its style. */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  if (!message.includes("{")) return message;
  return render(parseMessage(message), locale, values, 0);
}
