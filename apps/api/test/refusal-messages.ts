import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The messages the API can answer with, read from the source with TypeScript's checker, so
 * that `error-words.ts` can be checked against them. A message is whatever reaches the
 * `message` of a `TRPCError` (our `AppError`, `badRequest`, `conflict`, ... and `httpError`
 * are found as wrappers: a function whose parameter becomes that message is followed to its
 * callers), and the words the contract's zod schemas give their refusals. Constants are
 * followed through imports; a value known only at run time (a name, a count) is a hole.
 */
export const HOLE = "\u0000";

export interface FoundMessage {
  /** `path:line` from the repository's root. */
  where: string;
  /** The words, with `HOLE` where a value goes; null when nothing in them is known. */
  text: string | null;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SOURCES = ["apps/api/src", "packages/api-contract/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const wanted = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return wanted ? [path] : [];
  });
}

type FunctionNode = ts.SignatureDeclaration;
const MAX_VARIANTS = 16;

export function collectMessages(): FoundMessage[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "apps/api/tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const files = SOURCES.flatMap((dir) => sourceFiles(join(root, dir)));
  const program = ts.createProgram(files, config!.options);
  const checker = program.getTypeChecker();
  const ours = files.map((file) => program.getSourceFile(file)!);

  /** Functions whose parameter (by index) becomes a message. */
  const wrappers = new Map<ts.Node, number>();
  const wrapperNames = new Set<string>();
  let grew = false;

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol =
      ts.isIdentifier(node) && ts.isShorthandPropertyAssignment(node.parent)
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The function a call reaches, as the key `wrappers` uses (a class for `new`). */
  const calleeOf = (call: ts.CallExpression | ts.NewExpression): ts.Node | undefined => {
    // A method's name is resolved only when a wrapper has it: resolving every `a.b()` would
    // type the query builders' chains, which takes a minute.
    const callee = call.expression;
    if (ts.isPropertyAccessExpression(callee) && !wrapperNames.has(callee.name.text)) return;
    if (!ts.isPropertyAccessExpression(callee) && !ts.isIdentifier(callee)) return;
    const declaration = declarationOf(callee);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const value = declaration.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
    }
    return declaration;
  };

  const markWrapper = (parameter: ts.ParameterDeclaration) => {
    const fn = parameter.parent;
    const key = ts.isConstructorDeclaration(fn) ? fn.parent : fn;
    if (wrappers.has(key)) return;
    wrappers.set(key, fn.parameters.indexOf(parameter));
    const named = ts.isVariableDeclaration(fn.parent) ? fn.parent : key;
    const name = ts.getNameOfDeclaration(named);
    if (name) wrapperNames.add(name.getText());
    grew = true;
  };

  /** A `const`'s value, or a property of a `const` object literal read through its name. */
  function isConstant(
    node: ts.Expression,
    declaration: ts.Declaration,
  ): declaration is (ts.VariableDeclaration | ts.PropertyAssignment) & {
    initializer: ts.Expression;
  } {
    const isConstVariable = (d: ts.Node): d is ts.VariableDeclaration =>
      ts.isVariableDeclaration(d) && (ts.getCombinedNodeFlags(d) & ts.NodeFlags.Const) !== 0;
    if (isConstVariable(declaration)) return declaration.initializer !== undefined;
    if (!ts.isPropertyAssignment(declaration) || !ts.isPropertyAccessExpression(node)) return false;
    let holder: ts.Node = declaration.parent.parent;
    while (ts.isAsExpression(holder) || ts.isSatisfiesExpression(holder)) holder = holder.parent;
    return isConstVariable(holder) && declarationOf(node.expression) === holder;
  }

  /** Every way `node` can read, each with holes; `whole` marks a parameter as a wrapper. */
  function variants(node: ts.Expression, whole: boolean, depth = 0): string[] {
    if (depth > 20) return [HOLE];
    const next = (inner: ts.Expression, w = whole) => variants(inner, w, depth + 1);
    if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return [node.text];
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    )
      return next(node.expression);
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (ts.isTemplateExpression(node)) {
      let out = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = next(span.expression, false);
        out = out.flatMap((start) => parts.map((part) => start + part + span.literal.text));
        out = out.slice(0, MAX_VARIANTS);
      }
      return out;
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken) {
        const left = next(node.left, false);
        const right = next(node.right, false);
        return left.flatMap((l) => right.map((r) => l + r)).slice(0, MAX_VARIANTS);
      }
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
        return [...next(node.left), ...next(node.right)];
      return [HOLE];
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "toLocaleString"
    ) {
      const [number] = next(node.expression.expression, false);
      if (number !== undefined && /^\d+$/.test(number))
        return [Number(number).toLocaleString("en")];
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (declaration && ts.isParameter(declaration)) {
        if (whole) {
          markWrapper(declaration);
          return [];
        }
        return [HOLE];
      }
      if (declaration && isConstant(node, declaration)) return next(declaration.initializer);
    }
    return [HOLE];
  }

  /** The expression a call or `new` hands over as a message, if it hands one. */
  function messageOf(node: ts.Node): ts.Expression | undefined {
    if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return undefined;
    const args = node.arguments ?? ts.factory.createNodeArray();
    const name = node.expression.getText();
    const isSuperOfError =
      node.expression.kind === ts.SyntaxKind.SuperKeyword &&
      ts.findAncestor(node, ts.isClassDeclaration)?.heritageClauses?.[0]?.getText() ===
        "extends TRPCError";
    if ((ts.isNewExpression(node) && name === "TRPCError") || isSuperOfError) {
      const options = args[0];
      if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
      return propertyValue(options, "message");
    }
    const callee = calleeOf(node);
    const index = callee && wrappers.get(callee);
    if (index !== undefined && index !== null) return args[index];
    return zodMessage(node, args);
  }

  function propertyValue(object: ts.ObjectLiteralExpression, name: string) {
    for (const property of object.properties) {
      if (property.name?.getText() !== name) continue;
      if (ts.isPropertyAssignment(property)) return property.initializer;
      if (ts.isShorthandPropertyAssignment(property)) return property.name;
    }
    return undefined;
  }

  const isText = (node: ts.Expression | undefined): node is ts.Expression =>
    node !== undefined && (checker.getTypeAtLocation(node).flags & ts.TypeFlags.StringLike) !== 0;

  /** A zod method's own words for its refusal: a text argument, or `message`/`error`. */
  function zodMessage(node: ts.CallExpression | ts.NewExpression, args: readonly ts.Expression[]) {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    if (!node.getSourceFile().fileName.includes("/packages/api-contract/")) return;
    const last = args.at(-1);
    if (!last) return;
    const words = ts.isObjectLiteralExpression(last)
      ? (propertyValue(last, "message") ?? propertyValue(last, "error"))
      : // One argument is the value itself (`z.literal("a")`, `.default("")`), not words.
        args.length >= 2
        ? last
        : undefined;
    if (!isText(words)) return;
    const declaration = checker.getResolvedSignature(node)?.getDeclaration();
    return declaration?.getSourceFile().fileName.includes("/node_modules/zod/") ? words : undefined;
  }

  const found = new Map<string, FoundMessage>();
  const seen = new Set<ts.Expression>();
  do {
    grew = false;
    for (const file of ours) {
      const visit = (node: ts.Node): void => {
        const message = messageOf(node);
        if (message && !seen.has(message)) {
          const texts = variants(message, true);
          seen.add(message);
          const { line } = file.getLineAndCharacterOfPosition(message.getStart());
          const where = `${relative(root, file.fileName)}:${line + 1}`;
          for (const text of texts) {
            const known = text.replaceAll(HOLE, "").trim() !== "";
            const entry = { where, text: known ? text : null };
            found.set(`${where}\n${entry.text}`, entry);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    // A parameter found to be a message may have a default: that is a message too.
    for (const [key, index] of wrappers) {
      const fn = (ts.isClassLike(key) ? key.members.find(ts.isConstructorDeclaration) : key) as
        FunctionNode | undefined;
      const fallback = fn?.parameters[index]?.initializer;
      if (fallback && !seen.has(fallback)) {
        seen.add(fallback);
        const file = fallback.getSourceFile();
        const { line } = file.getLineAndCharacterOfPosition(fallback.getStart());
        for (const text of variants(fallback, false)) {
          const where = `${relative(root, file.fileName)}:${line + 1}`;
          found.set(`${where}\n${text}`, { where, text });
        }
      }
    }
  } while (grew);
  return [...found.values()];
}
