"""A real three-master Redis Cluster on loopback, for the scale-out and failover tests.

Three ``redis-server --cluster-enabled yes`` on free ports (and ``replicas`` more a master),
joined by ``redis-cli --cluster create``; without replicas the tests are about the key layout
and the cluster-aware client; with them, about a master's loss (:meth:`RedisCluster.kill`, a
replica held behind with SIGSTOP: :meth:`RedisCluster.hold`, docs/reliability.md).
``python -m tests.support.redis_cluster`` starts one and prints its URL until interrupted.
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import redis

from tests.support.processes import serve_until_interrupted, stop_all
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

    def __init__(self, masters: int = 3, replicas: int = 0, *, node_timeout_ms: int = 2000,
                 appendonly: bool = False):
        self.ports = [_cluster_port() for _ in range(masters * (1 + replicas))]
        self.replicas = replicas
        self.node_timeout_ms = node_timeout_ms
        self.appendonly = appendonly
        self.dir = tempfile.mkdtemp(prefix="referee-cluster-")
        self.procs: dict[int, subprocess.Popen] = {}

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
            self._node(server, port)
        for port in self.ports:
            self._wait(port, lambda client: client.ping())
        subprocess.run(
            [cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports),
             "--cluster-replicas", str(self.replicas), "--cluster-yes"],
            check=True, capture_output=True, timeout=60,
        )
        for port in self.ports:
            self._wait(port, lambda client: client.cluster("info")["cluster_state"] == "ok")
        if self.replicas:
            for master in self.masters():
                self._wait(master, lambda client: sum(
                    1 for key, value in client.info("replication").items()
                    if key.startswith("slave") and isinstance(value, dict)
                    and value.get("state") == "online") >= self.replicas)
        return self

    def _node(self, server: str, port: int) -> None:
        self.procs[port] = subprocess.Popen(
            [server, "--port", str(port), "--bind", "127.0.0.1", "--dir", self.dir,
             "--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{port}.conf",
             "--cluster-node-timeout", str(self.node_timeout_ms),
             "--dbfilename", f"dump-{port}.rdb", "--appenddirname", f"aof-{port}",
             "--save", "", "--appendonly", "yes" if self.appendonly else "no",
             "--appendfsync", "everysec", "--repl-diskless-sync", "yes",
             "--repl-diskless-sync-delay", "0", "--daemonize", "no",
             "--logfile", f"redis-{port}.log"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )

    def masters(self) -> dict[int, list[int]]:
        """The port of each master that answers now, with its replicas' ports."""
        out: dict[int, list[int]] = {}
        for port in self.procs:
            try:
                with redis.Redis(port=port, socket_timeout=2, socket_connect_timeout=1) as c:
                    info = c.info("replication")
            except redis.exceptions.RedisError:
                continue
            if info["role"] == "master":
                out[port] = [value["port"] for key, value in info.items()
                             if key.startswith("slave") and isinstance(value, dict)]
        return out

    def master_of(self, key: str) -> int:
        """The port of the master holding ``key``'s slot now."""
        for port in self.procs:
            try:
                with redis.Redis(port=port, socket_timeout=2, socket_connect_timeout=1) as c:
                    slot = c.cluster("keyslot", key)
                    for start, end, master, *_ in c.execute_command("CLUSTER", "SLOTS"):
                        if start <= slot <= end:
                            return int(master[1])
            except redis.exceptions.RedisError:
                continue
        raise RuntimeError("no node of the cluster answers")

    def hold(self, port: int) -> None:
        """Stop the node ``port`` (SIGSTOP): a replica so held applies and acknowledges nothing."""
        self.procs[port].send_signal(signal.SIGSTOP)

    def release(self, port: int) -> None:
        self.procs[port].send_signal(signal.SIGCONT)

    def kill(self, port: int) -> None:
        """``kill -9`` the node ``port``; :meth:`restart` brings it back with its config."""
        proc = self.procs[port]
        proc.send_signal(signal.SIGCONT)
        proc.kill()
        proc.wait(10)

    def restart(self, port: int) -> None:
        """Start the node ``port`` again (it rejoins, a replica of whoever took its slots)."""
        self._node(ensure_binary(), port)

    def _wait(self, port: int, ready: Callable[[redis.Redis], bool]) -> None:
        deadline = time.monotonic() + 30
        with redis.Redis(port=port, socket_connect_timeout=0.5) as client:
            while True:
                try:
                    if ready(client):
                        return
                except redis.exceptions.RedisError:
                    pass
                if time.monotonic() > deadline or any(
                        p.poll() is not None for p in self.procs.values()):
                    logs = "".join(log.read_text()[-2000:] for log in self.logs())
                    self.stop()
                    raise RuntimeError(f"the Redis Cluster did not come up:\n{logs}")
                time.sleep(0.1)

    def logs(self) -> list[Path]:
        return sorted(Path(self.dir).glob("redis-*.log"))

    def stop(self) -> None:
        stop_all(self.procs.values())
        self.procs = {}
        shutil.rmtree(self.dir, ignore_errors=True)


if __name__ == "__main__":
    serve_until_interrupted(RedisCluster())
