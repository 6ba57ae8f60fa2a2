/**
 * HTML written by hand, escaped by default. The `html` tag escapes every value put into its
 * template (for element content and quoted attribute values alike); only another `html`
 * template goes in as it is. A value cannot reach a page unescaped by forgetting a call.
 * (Prettier leaves these templates as written: `embeddedLanguageFormatting` is off in
 * tooling/prettier, since reformatting them would change the pages' text.)
 */
class Markup {
  readonly #markup: string;

  constructor(markup: string) {
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

/**
 * Markup made by the `html` tag. Only the type leaves this module, and its private field
 * makes it nominal, so nothing else can turn a string into markup.
 */
export type Html = Markup;

/** What a template may hold: text (escaped), markup, lists of either, or nothing. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function render(value: HtmlValue): string {
  if (value instanceof Markup) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeText(String(value));
}

/**
 * html`<p class="lead">${text}</p>`: the template's own text is markup, every value is
 * escaped unless it is itself an `html` template; lists are joined with nothing between
 * (`joinHtml` puts a separator between markup); null, undefined and false render nothing.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new Markup(markup);
}

/** Markup pieces joined by `separator` (markup itself), as `Array.join` does for strings. */
export function joinHtml(parts: readonly Html[], separator: Html = html``): Html {
  return new Markup(parts.map(String).join(String(separator)));
}

/** Marks where markup goes in a message formatted as text (a private-use character, in no message). */
const slot = (name: string) => `\uE000${name}\uE000`;

/**
 * A translated message with markup in some of its arguments: `say` formats the message with
 * the values it is given (`t("key", values)`), its text is escaped, and each `markup` value
 * goes where its `{name}` was, so a translation may move it ("a <strong>x</strong>").
 */
export function messageHtml(
  say: (values: Record<string, string | number>) => string,
  markup: Readonly<Record<string, Html>>,
  values: Readonly<Record<string, string | number>> = {},
): Html {
  const slots = Object.fromEntries(Object.keys(markup).map((name) => [name, slot(name)]));
  const pieces = say({ ...values, ...slots }).split(/\uE000(\w+)\uE000/);
  return new Markup(
    pieces
      .map((piece, index) => (index % 2 === 1 ? String(markup[piece] ?? "") : escapeText(piece)))
      .join(""),
  );
}
