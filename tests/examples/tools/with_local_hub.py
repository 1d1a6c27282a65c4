"""Runs a command against a local stand-in for the Hugging Face Hub, so that the examples of
`@huggingface_hub` (metaflow-checkpoint) really download a repository without a network. The
examples harness runs a command block marked `test-within="python $EXAMPLE_TOOLS/with_local_hub.py"`
as `python with_local_hub.py bash -e -o pipefail -c '<command>'`.

Usage: python with_local_hub.py COMMAND [ARGUMENT ...]

Serves, on a free port of 127.0.0.1, the calls that `huggingface_hub.snapshot_download` makes
(checked with 0.36.2, 1.0.0 and 2.4.0, the release `requirements-checkpoint.txt` pins): the
repository's information (`GET /api/models/<repo>/revision/<revision>`: its commit and file
list), its file tree (`GET /api/models/<repo>/tree/<revision>`), and each file (`HEAD` and
`GET /<repo>/resolve/<revision>/<file>`, with the commit and ETag headers the client requires).
The one repository is `REPOSITORY` below: the name and some file names of
google-bert/bert-base-uncased, of which only `config.json` can be downloaded (the architecture
fields of the real file); the others answer 404, so a command must leave them out with
`allow_patterns`. Any other path answers 404.

Runs COMMAND (no shell) with `HF_ENDPOINT` pointing at the server, every other `HF_` variable
removed, `HF_HOME` in a temporary directory, telemetry off, and `hf_collector_join/` first on
`PYTHONPATH` (its `sitecustomize` mends a race of metaflow-checkpoint 0.2.14's card thread).
COMMAND's output is its own; exits with COMMAND's exit status.
"""

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

COMMIT = "86b5e0934494bd15c9632b12f734a8a67f723594"

CONFIG = {
    "architectures": ["BertForMaskedLM"],
    "attention_probs_dropout_prob": 0.1,
    "hidden_act": "gelu",
    "hidden_dropout_prob": 0.1,
    "hidden_size": 768,
    "intermediate_size": 3072,
    "max_position_embeddings": 512,
    "model_type": "bert",
    "num_attention_heads": 12,
    "num_hidden_layers": 12,
    "type_vocab_size": 2,
    "vocab_size": 30522,
}

# repo id -> {file name: bytes, or None for a listed file that is not served}
REPOSITORY = {
    "google-bert/bert-base-uncased": {
        ".gitattributes": None,
        "README.md": None,
        "config.json": json.dumps(CONFIG, indent=2).encode(),
        "model.safetensors": None,
        "pytorch_model.bin": None,
        "tokenizer.json": None,
        "tokenizer_config.json": None,
        "vocab.txt": None,
    }
}

INFO = re.compile(r"^/api/models/(?P<repo>[^/]+/[^/]+)/revision/(?P<revision>[^/?]+)")
TREE = re.compile(r"^/api/models/(?P<repo>[^/]+/[^/]+)/tree/(?P<revision>[^/?]+)")
RESOLVE = re.compile(r"^/(?P<repo>[^/]+/[^/]+)/resolve/(?P<revision>[^/]+)/(?P<file>[^?]+)")


class Hub(BaseHTTPRequestHandler):
    """Answers the information, tree and file requests of `REPOSITORY`; 404 otherwise."""

    def log_message(self, format, *args):
        pass  # the request log would mix with the command's output

    def _send(self, status, body=b"", headers=None, send_body=True):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if send_body:
            self.wfile.write(body)

    def _answer(self, send_body):
        info = INFO.match(self.path)
        if info and info["repo"] in REPOSITORY:
            files = [{"rfilename": name} for name in REPOSITORY[info["repo"]]]
            body = json.dumps({"id": info["repo"], "sha": COMMIT, "siblings": files}).encode()
            return self._send(200, body, {"Content-Type": "application/json"}, send_body)
        tree = TREE.match(self.path)
        if tree and tree["repo"] in REPOSITORY:
            files = [
                {"type": "file", "path": name, "size": len(content or b""), "oid": hashlib.sha1(content or b"").hexdigest()}
                for name, content in REPOSITORY[tree["repo"]].items()
            ]
            return self._send(200, json.dumps(files).encode(), {"Content-Type": "application/json"}, send_body)
        resolve = RESOLVE.match(self.path)
        content = resolve and REPOSITORY.get(resolve["repo"], {}).get(resolve["file"])
        if content is None:
            return self._send(404, b"", {"X-Error-Code": "EntryNotFound"}, send_body)
        headers = {
            "X-Repo-Commit": COMMIT,
            "ETag": '"%s"' % hashlib.sha1(content).hexdigest(),
            "Content-Type": "application/octet-stream",
        }
        return self._send(200, content, headers, send_body)

    def do_GET(self):
        self._answer(send_body=True)

    def do_HEAD(self):
        self._answer(send_body=False)


# The folder of the `sitecustomize` that mends `HuggingfaceHubCollector.stop` in every process run.
MEND = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hf_collector_join")


def main(command):
    server = ThreadingHTTPServer(("127.0.0.1", 0), Hub)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with tempfile.TemporaryDirectory() as hf_home:
            env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
            env.update(
                HF_ENDPOINT="http://127.0.0.1:%d" % server.server_address[1],
                HF_HOME=hf_home,
                HF_HUB_DISABLE_TELEMETRY="1",
                # A race in metaflow-checkpoint's card thread, mended: hf_collector_join/sitecustomize.py.
                PYTHONPATH=os.pathsep.join(filter(None, [MEND, os.environ.get("PYTHONPATH")])),
            )
            return subprocess.call(command, env=env)
    finally:
        server.shutdown()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python with_local_hub.py COMMAND [ARGUMENT ...]")
    sys.exit(main(sys.argv[1:]))
