/**
 * Stands in for `tslib` in `@docusaurus/utils-common/lib/index.js`, which `require`s all of
 * tslib for one helper (`tslib.ts` aliases it there). `__importDefault(mod)` returns `mod`
 * when it is a compiled ES module (`__esModule` set), else `{default: mod}`, as tslib's does.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
