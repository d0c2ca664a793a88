import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_FOLDERS, exposedModulesOf } from '../src/areas';

/*
 * The public surface as a report (api-report.md at the repository's root): every name each
 * entry point of shared-contracts exports, and every module each remote exposes, with its
 * signature as the compiler reads it. It is checked in and compared in CI
 * (src/apiReport.test.ts), so a change to a contract shows in review as a change to this file.
 * `npm run api-report -w shared-contracts` writes it anew.
 */

/**
 * The entry points other packages import, by the name they import them by, read from the
 * package's own `exports` under `root` (the source each one resolves to in this repository).
 */
export function entryPointsOf(root: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { 'familynet-source'?: string }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.exports).flatMap(([subpath, target]) => {
      const source = typeof target === 'object' ? target['familynet-source'] : undefined;
      return source ? [[path.posix.join(manifest.name, subpath), path.posix.join(manifest.name, source)]] : [];
    }),
  );
}

export const REPORT_FILE = 'api-report.md';

/** Signatures as a reader writes them: 'text' literals, (a) => b for call signatures. */
const FLAGS = ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrowStyleSignature;

interface Line {
  name: string;
  kind: string;
  signature: string;
}

function kindOf(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  return 'value';
}

/** One exported name: a value by its type, a type by what it stands for. */
function lineOf(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): Line {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kind = kindOf(symbol);
  let signature: string;
  if (symbol.flags & ts.SymbolFlags.Value) {
    signature = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, FLAGS);
  } else if (symbol.flags & ts.SymbolFlags.Interface) {
    // An interface by its members (its name alone would say nothing).
    const members = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((member) => {
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${member.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), undefined, FLAGS)}`;
    });
    signature = `{ ${members.join('; ')} }`;
  } else {
    // A type alias by what it stands for, not by its own name.
    signature = checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
  }
  return { name: exported.name, kind, signature: signature.replace(/\s+/g, ' ') };
}

function table(lines: Line[]): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  return ['| name | kind | signature |', '|---|---|---|', ...lines.map((line) => `| \`${line.name}\` | ${line.kind} | \`${escape(line.signature)}\` |`)].join('\n');
}

/** The report's text, read from the sources under `root` (the repository). */
export function apiReport(root: string): string {
  const remoteFiles = Object.entries(REMOTE_FOLDERS).flatMap(([name, folder]) =>
    exposedModulesOf(name).map((module) => ({ folder, module, file: path.join(root, folder, 'src', `${module}.tsx`) })),
  );
  const entryPoints = entryPointsOf(root);
  const entryFiles = Object.values(entryPoints).map((file) => path.join(root, file));
  const program = ts.createProgram([...entryFiles, ...remoteFiles.map((remote) => remote.file)], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['familynet-source'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string): Line[] => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const module = checker.getSymbolAtLocation(source);
    if (!module) return [];
    return checker
      .getExportsOfModule(module)
      .map((symbol) => lineOf(checker, symbol, source))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  };

  const parts = [
    '# The public surface (generated: `npm run api-report -w shared-contracts`)',
    '',
    'What the other packages may use of shared-contracts, entry point by entry point, and what each',
    "remote exposes to the shell. Do not edit by hand: the report is compared with the code in CI, so",
    'a change to a contract shows here in review. Long types are shortened by the compiler (`...`).',
  ];
  for (const [entry, file] of Object.entries(entryPoints)) {
    parts.push('', `## ${entry}`, '', `\`${file}\``, '', table(exportsOf(path.join(root, file))));
  }
  parts.push('', '## The remotes’ exposed modules');
  for (const remote of remoteFiles) {
    parts.push('', `### ${remote.folder} \`./${remote.module}\``, '', table(exportsOf(remote.file)));
  }
  return `${parts.join('\n')}\n`;
}
