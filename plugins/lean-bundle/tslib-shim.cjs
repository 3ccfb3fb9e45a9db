/**
 * The one tslib helper the browser code needs: @docusaurus/utils-common (CommonJS) requires tslib
 * for `__importDefault` only, which made the bundler include all of tslib's ES module (~4 KB gzip)
 * in the main bundle. Same implementation as tslib's.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
