"""Runs a command with an S3 datastore served by a local, in-memory S3 server (moto), so that
commands which must store something in S3, such as `airflow create` (code package and
production token), really run without AWS. The examples harness runs it as a `test-with`
command: `python "$EXAMPLE_TOOLS/with_local_s3.py" python flow.py airflow create dag.py`.

Usage: python with_local_s3.py COMMAND [ARGUMENT ...]

Starts moto's S3 server in this process on a free port of 127.0.0.1, creates the bucket
`example-bucket`, and runs COMMAND (no shell) with `METAFLOW_DEFAULT_DATASTORE=s3`,
`METAFLOW_DATASTORE_SYSROOT_S3=s3://example-bucket/metaflow`, `METAFLOW_S3_ENDPOINT_URL`
pointing at the server, and placeholder AWS credentials and region, which moto accepts.
COMMAND's output is its own; exits with COMMAND's exit status. Everything stored is gone when
the command ends.
"""

import logging
import os
import subprocess
import sys

import boto3
from moto.server import ThreadedMotoServer

BUCKET = "example-bucket"


def main(command):
    # The server's request log would mix with the command's output.
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        host, port = server.get_host_and_port()
        endpoint = "http://%s:%d" % (host, port)
        env = dict(
            os.environ,
            METAFLOW_DEFAULT_DATASTORE="s3",
            METAFLOW_DATASTORE_SYSROOT_S3="s3://%s/metaflow" % BUCKET,
            METAFLOW_S3_ENDPOINT_URL=endpoint,
            AWS_ACCESS_KEY_ID="testing",
            AWS_SECRET_ACCESS_KEY="testing",
            AWS_DEFAULT_REGION="us-east-1",
        )
        # start() returns once the server accepts connections.
        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1",
                     aws_access_key_id="testing", aws_secret_access_key="testing").create_bucket(Bucket=BUCKET)
        return subprocess.call(command, env=env)
    finally:
        server.stop()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python with_local_s3.py COMMAND [ARGUMENT ...]")
    sys.exit(main(sys.argv[1:]))
