"""Replicated Redis for the tests: a master with replicas, and a Sentinel group watching one
(``redis-server --sentinel`` with configs generated in a temporary directory), all on free
ports of 127.0.0.1, started and owned by the test run (docs/reliability.md).

A replica is held behind its master with SIGSTOP (:meth:`Replicated.hold_replica`): it then
acknowledges nothing, so the master's writes since are on the master only, the window a failover
can lose. (``CLIENT PAUSE ... WRITE`` on a replica does not hold it back: its master's stream is
applied all the same.)

``python -m tests.support.redis_replicas`` starts a Sentinel group and prints its REDIS_URL until
interrupted.
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import redis

from tests.support.processes import serve_until_interrupted, stop_all
from tests.support.redis_server import ensure_binary, free_port

#: The name the sentinels know the master by.
MASTER_NAME = "referee"


def _wait(ready: Callable[[], bool], what: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            if ready():
                return
        except (redis.exceptions.RedisError, OSError):
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not happen in {seconds} s")
        time.sleep(0.05)


class Replicated:
    """A master and ``replicas`` replicas (``appendonly`` as asked), each its own redis-server."""

    def __init__(self, replicas: int = 1, *, appendonly: bool = False):
        self.ports = [free_port() for _ in range(1 + replicas)]
        self.dir = tempfile.mkdtemp(prefix="referee-replicated-")
        self.appendonly = appendonly
        self.procs: dict[int, subprocess.Popen] = {}
        self.master_port = self.ports[0]

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.master_port}/0"

    def client(self, port: int) -> redis.Redis:
        return redis.Redis(port=port, socket_timeout=5, socket_connect_timeout=1)

    def _server(self, port: int, *extra: str) -> None:
        self.procs[port] = subprocess.Popen(
            [ensure_binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", self.dir,
             "--dbfilename", f"dump-{port}.rdb", "--appendfilename", f"aof-{port}.aof",
             "--appenddirname", f"aof-{port}", "--save", "", "--daemonize", "no",
             "--appendonly", "yes" if self.appendonly else "no",
             "--appendfsync", "everysec", "--repl-diskless-sync", "yes",
             "--repl-diskless-sync-delay", "0", "--logfile", f"redis-{port}.log", *extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )

    def start(self) -> Replicated:
        self._server(self.master_port)
        _wait(lambda: self.client(self.master_port).ping(), "the master's start")
        for port in self.ports[1:]:
            self._server(port, "--replicaof", "127.0.0.1", str(self.master_port))
        self.wait_online(len(self.ports) - 1)
        return self

    def wait_online(self, count: int, master: int | None = None) -> None:
        """Until ``count`` replicas of the master (``master``'s port, or the first) are online
        (their full sync done: a replica still syncing acknowledges nothing)."""
        port = master or self.master_port

        def online() -> bool:
            info = self.client(port).info("replication")
            return sum(1 for key, value in info.items() if key.startswith("slave")
                       and isinstance(value, dict) and value.get("state") == "online") >= count
        _wait(online, f"{count} replicas online")

    def replica_ports(self) -> list[int]:
        return [port for port in self.ports if port != self.master_port and port in self.procs]

    def hold_replica(self, port: int) -> None:
        """Stop the replica ``port`` (SIGSTOP): it applies and acknowledges nothing."""
        self.procs[port].send_signal(signal.SIGSTOP)

    def release_replica(self, port: int) -> None:
        self.procs[port].send_signal(signal.SIGCONT)

    def kill(self, port: int) -> None:
        """``kill -9`` the server on ``port``."""
        proc = self.procs.pop(port)
        proc.send_signal(signal.SIGCONT)  # a held server dies as well
        proc.kill()
        proc.wait(10)

    def logs(self) -> str:
        return "".join(path.read_text(errors="replace")[-2000:]
                       for path in sorted(Path(self.dir).glob("*.log")))

    def stop(self) -> None:
        stop_all(self.procs.values())
        self.procs = {}
        shutil.rmtree(self.dir, ignore_errors=True)


class SentinelGroup(Replicated):
    """One master, ``replicas`` replicas and ``sentinels`` sentinels (quorum: a majority), the
    sentinels' configs written to the temporary directory. ``down_ms``: how long the master
    must not answer before the sentinels fail it over."""

    def __init__(self, replicas: int = 2, sentinels: int = 3, *, down_ms: int = 1000,
                 appendonly: bool = False):
        super().__init__(replicas, appendonly=appendonly)
        self.sentinel_ports = [free_port() for _ in range(sentinels)]
        self.down_ms = down_ms

    @property
    def url(self) -> str:
        hosts = ",".join(f"127.0.0.1:{port}" for port in self.sentinel_ports)
        return f"redis+sentinel://{hosts}/{MASTER_NAME}/0"

    def start(self) -> SentinelGroup:
        super().start()
        quorum = len(self.sentinel_ports) // 2 + 1
        for port in self.sentinel_ports:
            config = Path(self.dir) / f"sentinel-{port}.conf"
            config.write_text(
                f"port {port}\nbind 127.0.0.1\ndir {self.dir}\n"
                f"logfile sentinel-{port}.log\n"
                f"sentinel monitor {MASTER_NAME} 127.0.0.1 {self.master_port} {quorum}\n"
                f"sentinel down-after-milliseconds {MASTER_NAME} {self.down_ms}\n"
                f"sentinel failover-timeout {MASTER_NAME} {max(3000, 3 * self.down_ms)}\n"
                f"sentinel parallel-syncs {MASTER_NAME} 2\n"
            )
            self.procs[port] = subprocess.Popen(
                [ensure_binary(), str(config), "--sentinel"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
        for port in self.sentinel_ports:
            # Each sentinel knows the replicas and the other sentinels before the test acts.
            def knows(port: int = port) -> bool:
                master = self.client(port).sentinel_master(MASTER_NAME)
                return (master["num-slaves"] >= len(self.ports) - 1
                        and master["num-other-sentinels"] >= len(self.sentinel_ports) - 1)
            _wait(knows, f"sentinel {port} to see the group")
        return self

    def master(self) -> int:
        """The port of the master the sentinels name now."""
        for port in self.sentinel_ports:
            if port in self.procs:
                try:
                    return int(self.client(port).sentinel_get_master_addr_by_name(
                        MASTER_NAME)[1])
                except redis.exceptions.RedisError:
                    continue
        raise RuntimeError("no sentinel answers")

    def wait_failover(self, old: int, seconds: float = 30) -> int:
        """Until the sentinels name a master other than ``old`` and it takes writes; its port."""
        _wait(lambda: self.master() != old
              and self.client(self.master()).info("replication")["role"] == "master",
              "the failover", seconds)
        self.master_port = self.master()
        return self.master_port

    def replica_ports(self) -> list[int]:
        return [port for port in super().replica_ports() if port not in self.sentinel_ports]


if __name__ == "__main__":
    serve_until_interrupted(SentinelGroup())
