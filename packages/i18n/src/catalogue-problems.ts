import { definedCopies } from "./copy.js";
import type { TranslatedLocale } from "./locales.js";
import { messageArguments } from "./message.js";

/**
 * What is wrong with every defined copy's `locale` catalogue against its English: a key the
 * English lacks, a message missing or malformed, or one taking other arguments. The app's and
 * the server's catalogue tests both read it (decision 300); empty when all is well.
 */
export async function catalogueProblems(locale: TranslatedLocale): Promise<string[]> {
  const problems: string[] = [];
  for (const copy of definedCopies()) {
    const { default: messages } = await copy.load[locale]();
    const where = `${locale} catalogue of "${Object.values(copy.english)[0]}"`;
    for (const key of Object.keys(messages)) {
      if (!(key in copy.english)) problems.push(`${where}: "${key}" is not an English key`);
    }
    for (const [key, english] of Object.entries(copy.english)) {
      const translated = (messages as Record<string, string>)[key];
      if (!translated?.trim()) {
        problems.push(`${where}: "${key}" is missing`);
        continue;
      }
      try {
        const want = [...messageArguments(english)].sort().join();
        const got = [...messageArguments(translated)].sort().join();
        if (want !== got) problems.push(`${where}: "${key}" takes {${got}}, English {${want}}`);
      } catch (error) {
        problems.push(`${where}: "${key}": ${(error as Error).message}`);
      }
    }
  }
  return problems;
}
