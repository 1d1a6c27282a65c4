"""Mends a race in metaflow-checkpoint 0.2.14 for the Python processes `with_local_hub.py` starts,
which find this file first on `PYTHONPATH` (Python imports `sitecustomize` at start-up).

The race: every step with `@huggingface_hub` runs a thread (`HuggingfaceHubCollector`) that
re-renders the step's `huggingface_hub_models` card every 3 seconds. When the step's code returns,
`HuggingfaceHubCollector.stop()` renders the card a last time from the task's main thread and only
then joins the thread, so on a busy machine both render at once and the task fails with
`RuntimeError: dictionary changed size during iteration` (in `_serialize_components` of
`metaflow/plugins/cards/component_serializer.py`) after the step's own code has succeeded. The
mended `stop()` joins the thread first, then renders, which is the order its own comment describes.

Nothing is imported early: a finder on `sys.meta_path` waits for the card module to be imported
and replaces `stop` once the module has run. Where the module is not installed, nothing happens.
Delete this folder, and its line in `with_local_hub.py`, when a metaflow-checkpoint release joins
the thread before the last render.
"""

import importlib.abc
import importlib.util
import sys

CARD_MODULE = "metaflow_extensions.obcheckpoint.plugins.machine_learning_utilities.hf_hub.cards.hf_hub_card"


def _stop(self):
    """`HuggingfaceHubCollector.stop`, joining the thread before the last render."""
    if not self._exit_event.is_set():
        self._exit_event.set()
        self.join()
        self.final_update()


class _MendCollector(importlib.abc.MetaPathFinder):
    """Finds nothing itself: wraps the real loader of `CARD_MODULE` to mend the module it runs."""

    def find_spec(self, name, path, target=None):
        if name != CARD_MODULE:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        run_module = spec.loader.exec_module

        def exec_module(module):
            run_module(module)
            module.HuggingfaceHubCollector.stop = _stop

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _MendCollector())
