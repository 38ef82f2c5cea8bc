// An ESLint rule for the translated apps (README "Languages"): no words written straight into
// JSX. Text children and the attributes people read (aria-label, title, placeholder, a component's
// label or message…) must come from the app's catalog through `t()`; a child or attribute with no
// letter in it (punctuation, a number, an icon's path) is not text and passes.

/** Attributes whose value is read or heard by people. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'subtitle',
  'message',
  'hint',
  'errorTitle',
  'errorMessage',
  'loadingLabel',
  'addLabel',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'retryLabel',
  'buttonLabel',
  'failureMessage',
  'depthHint',
  'empty',
]);

const LETTER = /\p{L}/u;

const hasWords = (text) => LETTER.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const noBareText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text in JSX must come from the message catalog (t())' },
    messages: {
      text: 'Bare text "{{text}}" in JSX: put it in the catalog and use t().',
      attribute: 'Bare text in {{name}}="{{text}}": put it in the catalog and use t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, data) =>
      context.report({ node, messageId, data: { ...data, text: data.text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', { text: node.value });
      },
      JSXExpressionContainer(node) {
        const { expression, parent } = node;
        if (parent?.type === 'JSXAttribute') return;
        if (expression.type === 'Literal' && typeof expression.value === 'string') {
          if (hasWords(expression.value)) report(node, 'text', { text: expression.value });
        }
        if (expression.type === 'TemplateLiteral') {
          const text = expression.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
          if (hasWords(text)) report(node, 'text', { text });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' &&
                  node.value.expression.type === 'TemplateLiteral'
                ? node.value.expression.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')
                : null;
        if (typeof value === 'string' && hasWords(value)) {
          report(node, 'attribute', { name, text: value });
        }
      },
    };
  },
};

export default { rules: { 'no-bare-text': noBareText } };
