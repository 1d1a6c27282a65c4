"""Runs the installed Metaflow's `argo-workflows` commands of a flow without a cluster.

Used by tests/content/argo-cli-output.test.ts to read what `argo-workflows create` and
`argo-workflows trigger` print. Usage, in a scratch directory:

    python argo_cli_driver.py <flow file> <arguments of the flow file...>

Two things are replaced, nothing else: the Argo Workflows client (`ArgoClient`, which talks
to the Kubernetes API) by `FakeArgoClient`, and the upload of the code package to the S3
datastore by `_save_data`, which records the urls it would have written in ./uploads.txt.
Metaflow's command line, the naming of the workflow, the
production token, the compilation of the workflow template and of the Argo Events sensor, and
every message the commands print are the package's own code. The fake keeps the templates
that `create` registers in ./argo-cluster.json, so a later `trigger` in the same directory
finds the deployment, as it would on a cluster, and the sensors it registers in
./argo-sensors.json, by sensor name and without null fields, as the Kubernetes API server keeps
custom resources. The process exits like the flow file
would.
"""

import json
import runpy
import sys
from hashlib import sha1
from pathlib import Path

from metaflow.datastore.flow_datastore import FlowDataStore
from metaflow.plugins.argo import argo_workflows

CLUSTER = Path("argo-cluster.json")
SENSORS = Path("argo-sensors.json")
UPLOADS = Path("uploads.txt")
# Argo names a triggered workflow after its template plus five random characters; the fake
# uses these five.
WORKFLOW_SUFFIX = "ajea5"


class FakeArgoClient:
    """The methods of ArgoClient that create and trigger call, on a JSON file."""

    def __init__(self, namespace=None):
        self._namespace = namespace or "default"

    def get_workflow_template(self, name):
        return _load(CLUSTER).get(name)

    def register_workflow_template(self, name, workflow_template):
        _store(CLUSTER, name, workflow_template)

    def schedule_workflow_template(self, name, schedule=None, timezone=None):
        pass

    def register_sensor(self, name, sensor=None, sensor_namespace=None):
        # Kept as the API server keeps a custom resource: without its null fields.
        _store(SENSORS, name, _without_nulls(sensor))

    def delete_sensor(self, name, sensor_namespace):
        pass

    def trigger_workflow_template(self, name, usertype, username, parameters=None):
        return {"metadata": {"name": f"{name}-{WORKFLOW_SUFFIX}"}}


def _load(path):
    """The objects stored in the JSON file `path`, by name ({} when there is none)."""
    return json.loads(path.read_text()) if path.exists() else {}


def _store(path, name, value):
    """Stores `value` under `name` in the JSON file `path`, replacing an earlier one."""
    stored = _load(path)
    stored[name] = value
    path.write_text(json.dumps(stored))


def _without_nulls(value):
    """`value` without the dictionary entries whose value is None, at every depth."""
    if isinstance(value, dict):
        return {key: _without_nulls(entry) for key, entry in value.items() if entry is not None}
    if isinstance(value, list):
        return [_without_nulls(entry) for entry in value]
    return value


def _save_data(self, data_iter, len_hint=0):
    """Stores nothing; returns the (url, sha) pairs the S3 datastore would, and appends each
    url to ./uploads.txt, so a test can tell that a command uploaded something."""
    results = []
    for blob in data_iter:
        key = sha1(blob).hexdigest()
        results.append((f"{self.datastore_root}/{self.flow_name}/data/{key[:2]}/{key}", key))
    with UPLOADS.open("a") as uploads:
        uploads.writelines(f"{url}\n" for url, _ in results)
    return results


argo_workflows.ArgoClient = FakeArgoClient
FlowDataStore.save_data = _save_data

flow_file = sys.argv[1]
sys.argv = sys.argv[1:]
runpy.run_path(flow_file, run_name="__main__")
