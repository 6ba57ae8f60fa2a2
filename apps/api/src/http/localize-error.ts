import { fieldLabel, validationSummary, type ApiError } from "@tandem/api-contract";
import { SOURCE_LOCALE, translator, type Locale, type Translate } from "@tandem/i18n";
import { errorCopy } from "./error-words.js";
import { fieldLabelCopy } from "./field-labels.js";

interface Pattern {
  key: string;
  match: RegExp;
  names: string[];
}

const ARGUMENT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(key: string, english: string): Pattern {
  const names = [...english.matchAll(ARGUMENT)].map((found) => found[1]!);
  const source = english
    .split(ARGUMENT)
    .map((part, index) => (index % 2 === 1 ? "(.+?)" : escape(part)))
    .join("");
  return { key, match: new RegExp(`^${source}$`, "s"), names };
}

/** Messages without arguments first, so "your partner" wins over a "{name}". */
const patterns: Pattern[] = Object.entries(errorCopy.english)
  .map(([key, english]) => patternOf(key, english))
  .sort((a, b) => a.names.length - b.names.length);

function translate(t: Translate<typeof errorCopy.english>, message: string): string {
  for (const { key, match, names } of patterns) {
    const found = match.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1]!]));
    return t(key as keyof typeof errorCopy.english, values);
  }
  return message;
}

/**
 * An error answer's words in `locale`: its message and each field's; a validation summary
 * ("Please check 2 fields. ...") is built again from the translated fields. The code, reason
 * and request id are the API's and stay as they are; English is returned untouched.
 */
export function localizeErrorBody(body: ApiError, locale: Locale): ApiError {
  if (locale === SOURCE_LOCALE) return body;
  const t = translator(errorCopy, locale);
  if (!body.fields) return { ...body, message: translate(t, body.message) };
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([path, text]) => [path, translate(t, text)]),
  );
  const label = translator(fieldLabelCopy, locale);
  const summarized = body.message === validationSummary(body.fields);
  const message = summarized
    ? validationSummary(fields, {
        label: (path) => {
          const name =
            path
              .split(".")
              .filter((part) => !/^\d+$/.test(part))
              .pop() ?? "";
          return Object.hasOwn(fieldLabelCopy.english, name)
            ? label(name as keyof typeof fieldLabelCopy.english)
            : fieldLabel(path);
        },
        checkFields: (count) => t("checkFields", { count }),
      })
    : translate(t, body.message);
  return { ...body, message, fields };
}
