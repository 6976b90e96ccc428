// ESLint over the page's JavaScript, the JavaScript tests and tools (./build.sh test runs it; pinned
// in package.json). Paths are from the repository's root, where it runs:
//   web/node_modules/.bin/eslint -c web/eslint.config.js web tests/node tools
// The recommended rules, plus a few that catch real mistakes in code like ours.
import js from "@eslint/js";
import globals from "globals";

// The page's folders in layers (docs/architecture.md, "Who may import whom"): a folder imports
// its own modules and the folders listed here, nothing else. main.js and worker.js, the roots,
// sit above them all. Each entry is the whole list: no exceptions.
export const LAYERS = {
  game: ["review", "fair", "lab", "views", "storage", "boot", "words"],
  review: ["views", "storage", "boot", "words"],
  fair: ["views", "storage", "boot", "words"],
  lab: ["views", "storage", "boot", "words"],
  views: ["words"],
  storage: ["words"],
  boot: ["words"],
  words: [],
};

/** no-restricted-imports for the modules of web/js/<folder>/: every other folder not allowed. */
function layerRule(folder) {
  const refused = Object.keys(LAYERS).filter((other) => other !== folder && !LAYERS[folder].includes(other));
  const roots = { group: ["../main.js", "../worker.js", "**/web/js/main.js", "**/web/js/worker.js"], message: "the composition roots import the page; nothing imports them" };
  const patterns = refused.map((other) => ({
    group: [`../${other}/**`, `**/web/js/${other}/**`],
    message: `web/js/${folder}/ may import only ${LAYERS[folder].join(", ") || "its own modules"} (docs/architecture.md, "Who may import whom")`,
  }));
  return { files: [`web/js/${folder}/**/*.js`], rules: { "no-restricted-imports": ["error", { patterns: [...patterns, roots] }] } };
}

export default [
  {
    ignores: ["**/node_modules/**", "dist/**", "dist.tmp/**", ".cache/**", ".venv/**"],
  },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "all", ignoreRestSiblings: true }],
      "no-shadow": "error",
      "no-var": "error",
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-implicit-coercion": "error",
      "no-return-assign": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      // a name used before its declaration in the same scope (a TDZ error); closures are fine
      "no-use-before-define": ["error", { functions: false, classes: true, variables: false }],
      "array-callback-return": "error",
      "default-case-last": "error",
      "no-constructor-return": "error",
      "no-new-wrappers": "error",
      "no-throw-literal": "error",
      "prefer-promise-reject-errors": "error",
    },
  },
  {
    files: ["web/js/**/*.js"],
    ignores: ["web/js/worker.js"],
    languageOptions: { sourceType: "module", globals: globals.browser },
  },
  {
    files: ["web/js/worker.js"],
    languageOptions: { sourceType: "module", globals: globals.worker },
  },
  {
    files: ["web/js/start.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    files: ["web/sw.js"],
    languageOptions: { sourceType: "script", globals: globals.serviceworker },
  },
  {
    files: ["web/eslint.config.js", "tests/node/**/*.mjs", "tools/**/*.mjs"],
    languageOptions: { sourceType: "module", globals: globals.node },
  },
  ...Object.keys(LAYERS).map(layerRule),
];
