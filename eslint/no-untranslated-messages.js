// Issue 15: a borrower component reads a group of @app/domain/messages only
// through the web's i18n — defineTexts({ NAME }) — never the English
// constant itself, which would stay English on a Filipino screen (decision 024).
// translateText's English fallbacks are the one other use: an answer that
// came without a text of its own.
const MESSAGES_MODULES = new Set(['@app/domain/messages', '@app/domain']);
const ALLOWED_CALLS = new Set(['defineTexts']);

/** `defineTexts({ NAME })`: the group alone, in shorthand, as the call's one argument (decision 056). */
function isGroupHandedOver(property) {
  if (property.type !== 'Property' || !property.shorthand) return false;
  const object = property.parent;
  const call = object.parent;
  return (
    object.type === 'ObjectExpression' &&
    object.properties.length === 1 &&
    call.type === 'CallExpression' &&
    call.arguments[0] === object &&
    ALLOWED_CALLS.has(call.callee.name)
  );
}

export default {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const imported = new Set();
    return {
      ImportDeclaration(node) {
        if (!MESSAGES_MODULES.has(node.source.value) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && /^[A-Z][A-Z0-9_]+$/.test(specifier.local.name)) {
            imported.add(specifier.local.name);
          }
        }
      },
      Identifier(node) {
        if (!imported.has(node.name)) return;
        const parent = node.parent;
        if (parent.type === 'ImportSpecifier') return;
        if (isGroupHandedOver(parent)) return;
        context.report({
          node,
          message: `${node.name} is English only here: read it through defineTexts({ ${node.name} }) and useTexts (decision 024)`,
        });
      },
    };
  },
};
