import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Physical-direction classes break the Arabic mirror (issue 4): layout uses logical
 * properties only (ms-/me-, ps-/pe-, start-/end-, text-start/text-end).
 */
const physicalDirectionClass =
  /(^|[\s"'`:])-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-|(^|[\s"'`:])(text-left|text-right|float-left|float-right|clear-left|clear-right)(?=$|[\s"'`])/;

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".react-router",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute[name.name='className'] Literal[value=${physicalDirectionClass}]`,
          message:
            "Use logical properties (ms-/me-, ps-/pe-, start-/end-, text-start/text-end) so RTL mirrors.",
        },
        {
          selector: `JSXAttribute[name.name='className'] TemplateElement[value.raw=${physicalDirectionClass}]`,
          message:
            "Use logical properties (ms-/me-, ps-/pe-, start-/end-, text-start/text-end) so RTL mirrors.",
        },
      ],
    },
  },
);
