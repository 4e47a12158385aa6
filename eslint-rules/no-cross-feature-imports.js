import path from 'node:path';

/**
 * A file under `<src>/features/<a>/` may not import `<src>/features/<b>/` (b ≠ a)
 * by any path: relative, or through an alias that stands for a folder. Features
 * are composed by the app (STYLE.md habit 4), so a feature that needs another's
 * code is a sign the code belongs in lib/ or components/.
 *
 * Paths are resolved, not matched as text: `../../batch-match/api/x` from
 * features/search/components/ and `@/features/batch-match/api/x` name the same folder.
 */

const posix = (file) => file.split(path.sep).join('/');

/** The feature a file belongs to, and the features folder it sits in; undefined outside one. */
function featureOf(file) {
  const match = /^(.*\/src\/features)\/([^/]+)\/./.exec(posix(file));
  return match ? { featuresDir: match[1], name: match[2] } : undefined;
}

/** The absolute path an import names, or undefined for a package. */
function resolveSpecifier(specifier, fromFile, aliases) {
  if (specifier.startsWith('.')) return path.posix.resolve(path.posix.dirname(posix(fromFile)), specifier);
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.posix.join(posix(folder), specifier.slice(prefix.length));
  }
  return undefined;
}

/** The text of a string literal, or of a template literal without expressions. */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  // `import('x').T` in a type: typescript-eslint wraps the string in a literal type.
  if (node.type === 'TSLiteralType') return literalText(node.literal);
  return undefined;
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature does not import another feature; the app composes them.' },
    schema: [
      {
        type: 'object',
        properties: {
          aliases: {
            type: 'object',
            description: 'Import prefixes that stand for a folder, e.g. { "@/": "/repo/apps/web/src/" }.',
            additionalProperties: { type: 'string' },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'The {{from}} feature imports the {{to}} feature ("{{specifier}}"): features do not import each other; move shared code to lib/ or components/, and let the app compose them.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const aliases = context.options[0]?.aliases ?? {};

    function check(node, sourceNode) {
      const specifier = literalText(sourceNode);
      if (specifier === undefined) return;
      const target = resolveSpecifier(specifier, context.filename, aliases);
      if (!target?.startsWith(`${own.featuresDir}/`)) return;
      const to = target.slice(own.featuresDir.length + 1).split('/')[0];
      if (to && to !== own.name) {
        context.report({ node: sourceNode, messageId: 'crossFeature', data: { from: own.name, to, specifier } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument),
      // vi.mock('…') and require('…') name a module too.
      CallExpression: (node) => {
        const callee = node.callee;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.property.type === 'Identifier' &&
            ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name));
        if (named) check(node, node.arguments[0]);
      },
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
