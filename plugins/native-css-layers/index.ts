/**
 * Ships the CSS cascade layers of `future.v4.useCssCascadeLayers` to the browser as they are.
 *
 * With that flag, Docusaurus wraps the CSS of Infima and of its theme packages in `@layer`
 * blocks, so that the site's own stylesheets (`src/css`, the components' CSS modules), which stay
 * outside any layer, win over them whatever their selectors. Docusaurus's PostCSS pipeline also
 * runs `postcss-preset-env`, which for the default browserslist rewrites each layer into extra
 * specificity (`:root:not(#\#):not(#\#)`), one file at a time: Infima's `:root` variables then
 * outrank the site's plain `:root` and its colours are lost. This plugin turns off that one
 * feature (`cascade-layers`) of the preset through the `configurePostCss` lifecycle, so the
 * layers reach the browser natively (Chrome and Edge 99, Firefox 97, Safari 15.4 and later).
 *
 * Takes no options. Throws at build time when Docusaurus's PostCSS options no longer hold
 * `postcss-preset-env`, so that a Docusaurus release that changes them is checked.
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

/** A PostCSS plugin entry in the `[name, options]` form Docusaurus gives `postcss-preset-env`. */
type PluginEntry = [string, Record<string, unknown>];

function isPresetEnv(entry: unknown): entry is PluginEntry {
  return Array.isArray(entry) && typeof entry[0] === 'string' && /[\\/]postcss-preset-env[\\/]/.test(entry[0]);
}

export default function nativeCssLayersPlugin(): Plugin {
  return {
    name: 'metaflow-docs-native-css-layers',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      const presetEnv = options.plugins.find(isPresetEnv);
      if (!presetEnv) {
        throw new Error('plugins/native-css-layers: Docusaurus no longer runs postcss-preset-env; check how the new release handles cascade layers');
      }
      const [name, presetOptions] = presetEnv;
      const features = (presetOptions.features ?? {}) as Record<string, unknown>;
      options.plugins[options.plugins.indexOf(presetEnv)] = [name, {...presetOptions, features: {...features, 'cascade-layers': false}}];
      return options;
    },
  };
}
