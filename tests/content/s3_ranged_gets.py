"""Observe how the pinned metaflow.S3 splits downloads into ranged requests.

Usage: python tests/content/s3_ranged_gets.py SIZE [SIZE ...]

Runs moto's S3 server in this process behind a WSGI wrapper that records every request,
uploads one object of each SIZE (bytes) to it, and downloads each object with metaflow.S3
three ways: `get(key)`, one `get_many` of all the objects (which downloads in s3op worker
processes) and `get(S3GetObject(key, 0, SIZE))`, a byte range covering the whole object.
Prints one JSON object to stdout:

    {"transfer_config": {"multipart_threshold": ..., "multipart_chunksize": ...,
                         "max_concurrency": ...},
     "downloads": [{"size": SIZE, "method": "get" | "get_many" | "get_range",
                    "plain_gets": N, "ranged_gets": [RANGE, ...]}, ...]}

`transfer_config` is boto3's default TransferConfig, the one metaflow.S3 downloads with.
`plain_gets` counts the object's GET requests without a Range header and `ranged_gets` lists
the Range headers of the others, in the order the server received them.
tests/content/s3-ranged-gets.test.ts runs this script and compares the result with
docs/python/scaling/data.mdx.
"""

import json
import logging
import os
import sys
import threading

import boto3
from boto3.s3.transfer import TransferConfig
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import make_server

BUCKET = "ranges-bucket"


class RecordingApp:
    """A WSGI app that records each request's method, path and Range header, then serves it."""

    def __init__(self, app):
        self._app = app
        self._lock = threading.Lock()
        self.requests = []

    def __call__(self, environ, start_response):
        with self._lock:
            self.requests.append(
                (environ["REQUEST_METHOD"], environ["PATH_INFO"], environ.get("HTTP_RANGE"))
            )
        return self._app(environ, start_response)

    def take(self):
        """Returns the requests recorded since the last call and forgets them."""
        with self._lock:
            taken, self.requests = self.requests, []
        return taken


def start_server():
    """Starts moto's S3 server on a free local port; returns the recorder and the endpoint URL."""
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request on stderr
    recorder = RecordingApp(DomainDispatcherApplication(create_backend_app))
    server = make_server("127.0.0.1", 0, recorder, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return recorder, f"http://127.0.0.1:{server.server_address[1]}"


def key_of(size):
    return f"object-{size}"


def observe(recorder, method, fetch, sizes):
    """Runs `fetch`, which downloads the objects of `sizes` and returns their S3Objects in that
    order; returns one summary of the GET requests per object."""
    recorder.take()
    objs = fetch()
    requests = recorder.take()
    summaries = []
    for size, obj in zip(sizes, objs, strict=True):
        if os.path.getsize(obj.path) != size:
            raise SystemExit(f"{method} of {key_of(size)} wrote {obj.path} of a different size")
        gets = [
            rng
            for verb, path, rng in requests
            if verb == "GET" and path.endswith(f"/{key_of(size)}")
        ]
        summaries.append(
            {
                "size": size,
                "method": method,
                "plain_gets": gets.count(None),
                "ranged_gets": [rng for rng in gets if rng is not None],
            }
        )
    return summaries


def main(sizes):
    recorder, endpoint = start_server()
    # metaflow reads its configuration when it is imported; s3op workers inherit these.
    os.environ.update(
        METAFLOW_S3_ENDPOINT_URL=endpoint,
        AWS_ACCESS_KEY_ID="testing",
        AWS_SECRET_ACCESS_KEY="testing",
        AWS_DEFAULT_REGION="us-east-1",
    )
    from metaflow import S3
    from metaflow.plugins.datatools.s3 import S3GetObject

    client = boto3.client("s3", endpoint_url=endpoint)
    client.create_bucket(Bucket=BUCKET)
    for size in sizes:
        client.put_object(Bucket=BUCKET, Key=key_of(size), Body=b"x" * size)

    with S3(s3root=f"s3://{BUCKET}") as s3:
        downloads = []
        for size in sizes:
            downloads += observe(recorder, "get", lambda: [s3.get(key_of(size))], [size])
        downloads += observe(
            recorder, "get_many", lambda: s3.get_many(map(key_of, sizes)), sizes
        )
        for size in sizes:
            whole_range = S3GetObject(key_of(size), 0, size)
            downloads += observe(recorder, "get_range", lambda: [s3.get(whole_range)], [size])

    config = TransferConfig()
    print(
        json.dumps(
            {
                "transfer_config": {
                    "multipart_threshold": config.multipart_threshold,
                    "multipart_chunksize": config.multipart_chunksize,
                    "max_concurrency": config.max_concurrency,
                },
                "downloads": downloads,
            }
        )
    )


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]])
