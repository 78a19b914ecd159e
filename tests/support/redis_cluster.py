"""A real three-master Redis Cluster on loopback, for the scale-out tests.

Three ``redis-server --cluster-enabled yes`` on free ports, joined by ``redis-cli --cluster
create``; no replicas (the test is about the key layout and the cluster-aware client, not
failover). ``python -m tests.support.redis_cluster`` starts one and prints its URL until interrupted.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import redis

from tests.support.redis_server import ensure_binary, free_port


def _cluster_port() -> int:
    """A free port whose cluster bus port (the port + 10000) is free too."""
    while True:
        port = free_port()
        if port + 10000 <= 65535:
            with socket.socket() as bus:
                try:
                    bus.bind(("127.0.0.1", port + 10000))
                except OSError:
                    continue
            return port


class RedisCluster:
    """Three cluster-enabled redis-servers this test run started and owns."""

    def __init__(self, masters: int = 3):
        self.ports = [_cluster_port() for _ in range(masters)]
        self.dir = tempfile.mkdtemp(prefix="referee-cluster-")
        self.procs: list[subprocess.Popen] = []

    @property
    def url(self) -> str:
        """REDIS_URL for the service: any one node; the client finds the others."""
        return f"redis+cluster://127.0.0.1:{self.ports[0]}"

    def start(self) -> RedisCluster:
        server = ensure_binary()
        cli = shutil.which("redis-cli")
        if cli is None:
            raise RuntimeError("redis-cli is missing (Debian: redis-tools)")
        for port in self.ports:
            self.procs.append(subprocess.Popen(
                [server, "--port", str(port), "--bind", "127.0.0.1", "--dir", self.dir,
                 "--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{port}.conf",
                 "--save", "", "--appendonly", "no", "--daemonize", "no",
                 "--logfile", f"redis-{port}.log"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            ))
        for port in self.ports:
            self._wait(port, lambda client: client.ping())
        subprocess.run(
            [cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports),
             "--cluster-replicas", "0", "--cluster-yes"],
            check=True, capture_output=True, timeout=60,
        )
        for port in self.ports:
            self._wait(port, lambda client: client.cluster("info")["cluster_state"] == "ok")
        return self

    def _wait(self, port: int, ready: Callable[[redis.Redis], bool]) -> None:
        deadline = time.monotonic() + 30
        with redis.Redis(port=port, socket_connect_timeout=0.5) as client:
            while True:
                try:
                    if ready(client):
                        return
                except redis.exceptions.RedisError:
                    pass
                if time.monotonic() > deadline or any(p.poll() is not None for p in self.procs):
                    logs = "".join(log.read_text()[-2000:] for log in self.logs())
                    self.stop()
                    raise RuntimeError(f"the Redis Cluster did not come up:\n{logs}")
                time.sleep(0.1)

    def logs(self) -> list[Path]:
        return sorted(Path(self.dir).glob("redis-*.log"))

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs:
            proc.wait(10)
        self.procs = []
        shutil.rmtree(self.dir, ignore_errors=True)


if __name__ == "__main__":
    cluster = RedisCluster().start()
    print(f"REDIS_URL={cluster.url}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        cluster.stop()
