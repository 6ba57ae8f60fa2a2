// What may come right before a regex literal's `/` (anything else makes it a division).
const BEFORE_REGEX =
  /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/;
const INTERESTING = /[/"'`{}]/g;

/**
 * The `//` and `/* *\/` comments of a JavaScript or TypeScript source, each with the line it
 * starts on. Strings, template literals and regex literals are skipped, not parsed: a quote
 * never runs past its line, so a stray apostrophe in JSX text costs at most that line.
 */
export function commentsOf(text) {
  const found = [];
  const templateDepths = []; // the brace depth at each open `${`
  let depth = 0;
  const skipQuoted = (from, quote) => {
    let j = from;
    while (j < text.length && text[j] !== quote && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
    return text[j] === quote ? j + 1 : j;
  };
  const skipTemplate = (from) => {
    let j = from;
    while (j < text.length && text[j] !== "`" && !(text[j] === "$" && text[j + 1] === "{"))
      j += text[j] === "\\" ? 2 : 1;
    if (text[j] !== "$") return j + 1;
    templateDepths.push(depth);
    return j + 2;
  };
  let i = 0;
  while (i < text.length) {
    INTERESTING.lastIndex = i;
    const match = INTERESTING.exec(text);
    if (!match) break;
    i = match.index;
    const ch = text[i];
    if (ch === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      found.push({ at: i, text: text.slice(i + 2, stop) });
      i = stop;
    } else if (ch === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end;
      found.push({ at: i, text: text.slice(i + 2, stop) });
      i = stop + 2;
    } else if (ch === "/") {
      if (!BEFORE_REGEX.test(text.slice(Math.max(0, i - 12), i))) i++;
      else {
        let j = i + 1;
        let inClass = false;
        while (j < text.length && text[j] !== "\n" && (inClass || text[j] !== "/")) {
          if (text[j] === "[") inClass = true;
          else if (text[j] === "]") inClass = false;
          j += text[j] === "\\" ? 2 : 1;
        }
        i = j + 1;
      }
    } else if (ch === '"' || ch === "'") i = skipQuoted(i + 1, ch);
    else if (ch === "`") i = skipTemplate(i + 1);
    else if (ch === "}" && templateDepths.at(-1) === depth) {
      templateDepths.pop();
      i = skipTemplate(i + 1);
    } else {
      depth += ch === "{" ? 1 : -1;
      i++;
    }
  }
  let line = 1;
  let counted = 0;
  return found.map(({ at, text: comment }) => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) line++;
    return { line, text: comment };
  });
}
