"""A real nginx for the tests: Debian's, installed with apt when missing, run in the foreground
on a free loopback port with a configuration written into a temporary directory."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.support.processes import terminate
from tests.support.redis_server import free_port

CONFIG = """\
daemon off;
master_process off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_http_version 1.1;
            proxy_set_header Host $host;
            # The client's field and the address nginx saw, appended (docs/deployment.md).
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }}
    }}
}}
"""


def ensure_binary() -> str:
    path = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")
    if path:
        return path
    subprocess.run(["apt-get", "update", "-q"], check=False, capture_output=True)
    subprocess.run(
        ["apt-get", "install", "-y", "-q", "nginx"],
        check=True, capture_output=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    path = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")
    if not path:
        raise RuntimeError("nginx could not be installed with apt")
    return path


class Nginx:
    """nginx proxying 127.0.0.1:``port`` to 127.0.0.1:``upstream``, owned by this test."""

    def __init__(self, upstream: int) -> None:
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="referee-nginx-"))
        (self.dir / "nginx.conf").write_text(
            CONFIG.format(dir=self.dir, port=self.port, upstream=upstream))
        self.proc: subprocess.Popen | None = None

    def start(self) -> Nginx:
        self.proc = subprocess.Popen(
            [ensure_binary(), "-p", str(self.dir), "-c", str(self.dir / "nginx.conf"),
             "-e", str(self.dir / "error.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return self
            except OSError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                log = self.dir / "error.log"
                raise RuntimeError(
                    f"nginx did not start:\n{log.read_text() if log.exists() else ''}")
            time.sleep(0.05)

    def stop(self) -> None:
        terminate(self.proc, 10)
        shutil.rmtree(self.dir, ignore_errors=True)
