/**
 * The `test-port` of a runnable example (extract.ts): a page may start a local service on a
 * fixed port that a reader can type (`moto_server -p 5064`), but a test that used that port
 * would talk to whatever process already holds it. `withPort` returns the example's steps with
 * every whole-number occurrence of the fixed port (in file contents, commands and expected
 * outputs) replaced by another port, which the harness takes free from the operating system.
 * Pure; raises nothing.
 */
import type {ExampleStep} from './extract';

export function withPort(steps: readonly ExampleStep[], fixed: string, port: number): ExampleStep[] {
  const pattern = new RegExp(`(?<!\\d)${fixed}(?!\\d)`, 'g');
  const swap = (text: string) => text.replace(pattern, String(port));
  const swapOptional = (text: string | undefined) => (text === undefined ? undefined : swap(text));
  return steps.map((step): ExampleStep => {
    switch (step.kind) {
      case 'file':
        return {...step, content: swap(step.content)};
      case 'command':
        return {
          ...step,
          shown: swap(step.shown),
          run: swap(step.run),
          within: swapOptional(step.within),
          expectedOutput: swapOptional(step.expectedOutput),
        };
      case 'notebook':
        return {...step, cells: step.cells.map((cell) => ({...cell, source: swap(cell.source), expectedOutput: swapOptional(cell.expectedOutput)}))};
    }
  });
}
