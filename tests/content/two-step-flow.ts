/**
 * The source of the smallest flow, `start` then `end` doing nothing, as a class named `name`,
 * for the tests that run Metaflow's commands on a flow whose content doesn't matter (deploying,
 * where runs and tokens are stored). Returns the text of a flow file; raises nothing.
 */
export function twoStepFlow(name: string): string {
  return `from metaflow import FlowSpec, step


class ${name}(FlowSpec):
    @step
    def start(self):
        self.next(self.end)

    @step
    def end(self):
        pass


if __name__ == "__main__":
    ${name}()
`;
}
