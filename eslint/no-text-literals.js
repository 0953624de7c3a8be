// Issue 15: no text literal in a borrower component. Every text a borrower
// reads comes from a group of @app/domain/messages through the web's i18n
// (decision 024), so that Filipino replaces all of it. Flags words in JSX
// text, in the props that are shown or read aloud, and prose in any string.
const SHOWN_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'aria-description',
  'alt',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
]);
const HAS_WORD = /[A-Za-z]{2,}/;
// Two words with a space between, the second not a CSS or code token: prose.
const PROSE = /[A-Za-z]{2,}[,.!?']? [A-Za-z]{2,}/;
const NOT_PROSE = /^(?:[a-z-]+\s)*[a-z-]+$|^[a-z]+\([^)]*\)|var\(|light-dark|^\d/;

const message = (text) => `"${text.trim().slice(0, 40)}" is a text literal: take it from a group of @app/domain/messages with useTexts (decision 024)`;

export default {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const isInsideShownProp = (node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'JSXAttribute') return SHOWN_PROPS.has(parent.name.name);
        if (parent.type === 'JSXElement' || parent.type === 'Program') return false;
      }
      return false;
    };
    const checkString = (node, value) => {
      if (typeof value !== 'string' || !HAS_WORD.test(value)) return;
      const parent = node.parent;
      if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration') return;
      if (parent.type === 'Property' && parent.key === node) return;
      if (parent.type === 'JSXAttribute') {
        if (SHOWN_PROPS.has(parent.name.name)) context.report({ node, message: message(value) });
        return;
      }
      if (isInsideShownProp(node) || (PROSE.test(value) && !NOT_PROSE.test(value))) context.report({ node, message: message(value) });
    };
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) context.report({ node, message: message(node.value) });
      },
      Literal(node) {
        checkString(node, node.value);
      },
      TemplateLiteral(node) {
        checkString(node, node.quasis.map((quasi) => quasi.value.cooked).join(' '));
      },
    };
  },
};
