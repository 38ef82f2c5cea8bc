// The contract between an app and the shared package (`@norsecraft/shared`), recorded in each
// app's mf-manifest.json (`metaData.sharedContract`): the shell lists the exports its copy
// provides, a remote the exports it imports. The federation runtime hands every remote the
// shell's copy (a singleton whose version satisfies `^1.0.0` whatever was added since), so a
// remote built against a newer `shared` would find an export undefined; the release gate refuses
// it instead (scripts/lib/release/compat.mjs `sharedContractProblems`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';

// Loaded when a contract is made (production builds), not with every build config.
let typescript: typeof ts | undefined;
const tsApi = (): typeof ts =>
  (typescript ??= createRequire(import.meta.url)('typescript') as typeof ts);

export const SHARED_PACKAGE = '@norsecraft/shared';

export interface SharedContract {
  /** The shared package's version the app was built with. */
  version: string;
  /** The shell: every value the package exports. */
  provides?: string[];
  /** A remote: every value it imports from the package. */
  needs?: string[];
}

const parse = (file: string) =>
  tsApi().createSourceFile(file, readFileSync(file, 'utf8'), tsApi().ScriptTarget.Latest, false);

const isTypeOnly = (node: ts.Node) =>
  (tsApi().getCombinedModifierFlags(node as ts.Declaration) & tsApi().ModifierFlags.Ambient) !==
    0 ||
  tsApi().isInterfaceDeclaration(node) ||
  tsApi().isTypeAliasDeclaration(node);

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  // As written (`…/money.ts`, the form Deno needs), else with an extension or an index file.
  for (const candidate of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end)) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** `a`, or each name of `{ a, b: c, ...d }` / `[a, b]`. */
function boundNames(name: ts.BindingName): string[] {
  if (tsApi().isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    tsApi().isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

/** The value exports of a module of the package (types aside), following `export *`. */
export function moduleValueExports(file: string): string[] {
  const names = new Set<string>();
  for (const statement of parse(file).statements) {
    const exported = tsApi()
      .getModifiers(statement as ts.HasModifiers)
      ?.some((m) => m.kind === tsApi().SyntaxKind.ExportKeyword);
    if (tsApi().isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier;
      if (!statement.exportClause && from && tsApi().isStringLiteral(from)) {
        for (const name of moduleValueExports(resolveModule(file, from.text))) names.add(name);
      } else if (statement.exportClause && tsApi().isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.add(element.name.text);
        }
      }
    } else if (exported && !isTypeOnly(statement)) {
      if (tsApi().isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          for (const name of boundNames(declaration.name)) names.add(name);
        }
      } else if (
        (tsApi().isFunctionDeclaration(statement) ||
          tsApi().isClassDeclaration(statement) ||
          tsApi().isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return [...names].sort();
}

const isSourceFile = (name: string) =>
  /\.tsx?$/.test(name) &&
  !/\.(test|stack\.test|stories)\.tsx?$/.test(name) &&
  !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSourceFile(entry.name) ? [full] : [];
  });
}

/** The values an app's source imports from the package (`import { a, type B }`: a). */
export function packageValueImports(srcDir: string, pkg = SHARED_PACKAGE): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const statement of parse(file).statements) {
      if (!tsApi().isImportDeclaration(statement) && !tsApi().isExportDeclaration(statement))
        continue;
      const from = statement.moduleSpecifier;
      if (!from || !tsApi().isStringLiteral(from) || from.text !== pkg) continue;
      if (tsApi().isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        const bindings = clause.namedBindings;
        if (bindings && tsApi().isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      } else if (
        !statement.isTypeOnly &&
        statement.exportClause &&
        tsApi().isNamedExports(statement.exportClause)
      ) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * The contract an app's build records: what the shell provides, or what a remote needs.
 * @param sharedDir the shared package's folder, as the app resolves it
 */
export function sharedContract(
  appDir: string,
  role: 'host' | 'remote',
  sharedDir: string,
): SharedContract {
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return role === 'host'
    ? { version, provides: moduleValueExports(path.join(sharedDir, 'src/index.ts')) }
    : { version, needs: packageValueImports(path.join(appDir, 'src')) };
}
