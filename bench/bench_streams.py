"""Benchmark: live event streams under load (docs/streams.md reports the figures).

Starts a Redis-backed gunicorn service on loopback, creates ``--games`` games from one explicit
deal, opens ``--streams`` live streams on them (two seats and spectators, in a separate process
holding them all with asyncio), then submits ``--moves`` moves per game from ``--movers``
threads with keep-alive connections, and reports:

* the move throughput (``POST /moves`` per second, wall clock of the whole load);
* the event delivery latency: from just before a move's request is sent to the moment its
  ``move`` event arrives on each stream of that game (p50, p99, max), every stream counted;
* the server's CPU time (its workers' user + system) per move: steadier than the wall clock on
  a machine shared with other work;

then the same load without streams. Every game plays the same moves (the explicit deal and the
first legal move each time), recorded once from a warm-up game.

    .venv/bin/python bench/bench_streams.py --worker-class gthread --threads 64
    .venv/bin/python bench/bench_streams.py --worker-class gevent

Loopback only; every loop is bounded; the service and the stream process stop at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import redis

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from tests.support.http import DEAL_2P
from tests.support.live import Server, request
from tests.support.redis_server import session_url

#: Seconds the stream process waits for the last events after the load before giving up.
DRAIN_SECONDS = 60


# -- the stream holder (a child process) ------------------------------------------------------


class Holder:
    """Holds live streams open and notes when each ``move`` event arrives."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.arrivals: list[tuple[str, int, float]] = []
        self.opened = 0
        self.all_open = asyncio.Event()

    async def hold(self, game: str, token: str | None) -> None:
        host, port = self.spec["host"], self.spec["port"]
        reader, writer = await asyncio.open_connection(host, port)
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        writer.write(
            f"GET /v1/games/{game}/events?after={self.spec['after']} HTTP/1.1\r\n"
            f"Host: {host}\r\nAccept: text/event-stream\r\n{auth}\r\n".encode()
        )
        await writer.drain()
        status = await reader.readline()
        assert b" 200 " in status, status
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        buffer, seen = b"", 0
        while seen < self.spec["expected"]:
            size = int((await reader.readline()).strip(), 16)  # gunicorn: chunked encoding
            if size == 0:
                break
            buffer += await reader.readexactly(size)
            await reader.readexactly(2)
            *messages, buffer = buffer.split(b"\n\n")
            now = time.time()
            for message in messages:
                if message.startswith(b"retry:"):
                    self.opened += 1
                    if self.opened == len(self.spec["streams"]):
                        self.all_open.set()
                elif message.startswith(b"id:"):
                    event = json.loads(message.split(b"\ndata: ", 1)[1])
                    if event["type"] == "move":
                        self.arrivals.append((game, event["version"], now))
                        seen += 1
        writer.close()

    async def run(self) -> list[tuple[str, int, float]]:
        tasks = [asyncio.create_task(self.hold(game, token))
                 for game, token in self.spec["streams"]]
        await asyncio.wait_for(self.all_open.wait(), 60)
        print("ready", flush=True)
        await asyncio.wait_for(asyncio.gather(*tasks), self.spec["expected"] + DRAIN_SECONDS)
        return self.arrivals


def stream_holder() -> None:
    spec = json.loads(sys.stdin.readline())
    arrivals = asyncio.run(Holder(spec).run())
    Path(spec["result"]).write_text(json.dumps(arrivals))


# -- the load (this process) ------------------------------------------------------------------


def record_moves(url: str, count: int) -> list[tuple[int, dict]]:
    """Play a warm-up game with the first legal move each time; its (seat, move) list."""
    _, _, game = request("POST", url + "/v1/games",
                         {"variant": "emotrions", "players": ["a", "b"], "deal": DEAL_2P})
    moves = []
    view = game["view"]
    for _ in range(count):
        seat = view["to_act"][0]
        token = game["tokens"]["seats"][seat]
        _, _, legal = request("GET", f"{url}/v1/games/{game['id']}/legal-moves", token=token)
        move = legal["moves"][0]
        status, _, reply = request("POST", f"{url}/v1/games/{game['id']}/moves", move, token)
        assert status == 200, reply
        moves.append((seat, move))
        view = reply["view"]
    assert view["status"] == "active", "--moves must stay below the game's length (36)"
    return moves


def submit(port: int, games: list[dict], moves: list[tuple[int, dict]], sent: dict) -> None:
    """Play ``moves`` in each of ``games`` in turn, on one keep-alive connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    for version, (seat, move) in enumerate(moves, start=2):
        body = json.dumps(move)
        for game in games:
            headers = {"Content-Type": "application/json",
                       "Authorization": f"Bearer {game['tokens']['seats'][seat]}"}
            sent[(game["id"], version)] = time.time()
            conn.request("POST", f"/v1/games/{game['id']}/moves", body, headers)
            response = conn.getresponse()
            response.read()
            assert response.status == 200, response.status
    conn.close()


def server_cpu_seconds(server: Server) -> float:
    """CPU time (user + system) used so far by the server's worker processes: on a machine
    shared with other work, a steadier measure of cost than the wall clock."""
    ticks = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == server.proc.pid:  # ppid: a worker of this gunicorn
            ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def run(server: Server, args: argparse.Namespace, streams: int) -> dict[str, Any]:
    moves = record_moves(server.url, args.moves)
    games = [request("POST", server.url + "/v1/games",
                     {"variant": "emotrions", "players": ["a", "b"], "deal": DEAL_2P})[2]
             for _ in range(args.games)]
    after = request("GET", f"{server.url}/v1/games/{games[0]['id']}/events")[2]["last_seq"]
    holder = None
    result = Path(f"/tmp/bench-streams-{os.getpid()}.json")
    if streams:
        # Per game: seat 0, seat 1, then spectators, until ``streams`` are open in all.
        wanted = []
        for i in range(streams):
            game = games[i % len(games)]
            k = i // len(games)
            wanted.append((game["id"], game["tokens"]["seats"][k] if k < 2 else None))
        holder = subprocess.Popen(
            [sys.executable, __file__, "--hold"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True,
        )
        holder.stdin.write(json.dumps({
            "host": "127.0.0.1", "port": server.port, "streams": wanted, "after": after,
            "expected": len(moves), "result": str(result),
        }) + "\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "ready", "the streams did not open"
    sent: dict = {}
    groups = [games[i::args.movers] for i in range(args.movers)]
    threads = [threading.Thread(target=submit, args=(server.port, g, moves, sent))
               for g in groups]
    cpu = server_cpu_seconds(server)
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    if holder is not None:
        holder.wait(len(moves) + DRAIN_SECONDS + 10)
    cpu = server_cpu_seconds(server) - cpu
    out: dict[str, Any] = {
        "streams": streams,
        "moves": len(sent),
        "seconds": round(elapsed, 2),
        "moves_per_second": round(len(sent) / elapsed, 1),
        "server_cpu_ms_per_move": round(1000 * cpu / len(sent), 2),
    }
    if holder is not None:
        received = json.loads(result.read_text())
        result.unlink()
        latencies = sorted(1000 * (at - sent[(game, version)]) for game, version, at in received)
        out.update(
            deliveries=len(latencies),
            expected_deliveries=streams * len(moves),
            latency_ms_p50=round(statistics.median(latencies), 1),
            latency_ms_p99=round(latencies[int(0.99 * (len(latencies) - 1))], 1),
            latency_ms_max=round(latencies[-1], 1),
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=30, help="moves per game (below 36)")
    parser.add_argument("--movers", type=int, default=8, help="threads submitting moves")
    parser.add_argument("--worker-class", default=None, help="REFEREE_WORKER_CLASS")
    parser.add_argument("--workers", type=int, default=0, help="0: the service's default")
    parser.add_argument("--threads", type=int, default=64,
                        help="REFEREE_THREADS (gthread): room for the streams")
    parser.add_argument("--hold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.hold:
        stream_holder()
        return 0
    redis_url, redis_server = session_url()
    env = {"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"bench-{os.getpid()}",
           "REFEREE_LOG_LEVEL": "WARNING"}
    if args.worker_class:
        env["REFEREE_WORKER_CLASS"] = args.worker_class
    env["REFEREE_THREADS"] = str(args.threads)
    if args.workers:
        env["REFEREE_WORKERS"] = str(args.workers)
    results = []
    try:
        for streams in (args.streams, 0):
            server = Server(env, workers=args.workers or 0).start()
            try:
                results.append(run(server, args, streams))
            finally:
                server.stop()
    finally:
        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(f"{env['REFEREE_KEY_PREFIX']}:*", count=1000))
        for i in range(0, len(keys), 500):
            client.delete(*keys[i:i + 500])
        if redis_server:
            redis_server.stop()
    print(json.dumps({"worker_class": args.worker_class or "default", "cores": os.cpu_count(),
                      "games": args.games, "movers": args.movers, "runs": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
