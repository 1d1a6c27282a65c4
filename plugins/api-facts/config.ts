/**
 * What the configuration variables reference's components show, from `data/metaflow-config.json`
 * and our `data/metaflow-config-notes.json` (`plugins/api-facts/config-facts.ts`), for
 * `plugins/api-facts`:
 *
 * - `configAreaView(id)`: the title and rows of `<ConfigVariables area={id}>`: each variable's
 *   type, default, mark, rule, note and guide. Throws (failing the build) for an unknown area, a
 *   variable the package does not read, or one whose type neither the package nor the note gives.
 * - `configVariableCount()`: how many variables the page lists, for `<ConfigFilter>`.
 */
import {configAnchor, configDefaultText, configFacts, configNotes, configSourceMark, configType, type ConfigFact} from './config-facts';
import type {ConfigAreaView, ConfigVariableView} from '../../src/components/Api/props';

function defaultView(fact: ConfigFact): ConfigVariableView['default'] {
  const text = configDefaultText(fact);
  if (fact.default === null || fact.default === '<cwd>') return {text, style: 'text'};
  return {text, style: typeof fact.default === 'object' ? 'json' : 'code'};
}

function variableFact(name: string): ConfigFact {
  const fact = configFacts.variables[name];
  if (!fact) throw new Error(`${name}: the pinned metaflow does not read it (data/metaflow-config.json).`);
  return fact;
}

export function configAreaView(id: string): ConfigAreaView {
  const area = configNotes.areas.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`<ConfigVariables area="${id}">: data/metaflow-config-notes.json has no such area.`);
  return {
    title: area.title,
    variables: Object.entries(area.variables).map(([name, note]): ConfigVariableView => {
      const fact = variableFact(name);
      return {
        name,
        anchor: configAnchor(name),
        mark: configSourceMark(fact),
        type: configType(name, fact, note),
        choices: fact.choices,
        default: defaultView(fact),
        rule: note.rule ?? null,
        text: note.text,
        guide: note.guide ? {path: note.guide, title: configNotes.guides[note.guide]} : null,
      };
    }),
  };
}

export function configVariableCount(): number {
  return configNotes.areas.reduce((count, area) => count + Object.keys(area.variables).length, 0);
}
