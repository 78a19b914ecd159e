"""Where a bot's think time goes, in process: every step of each search timed (docs/bots.md).

Plays seeded games, one ``strong`` seat against ``greedy`` ones, and times each ``strong``
search (:func:`variants.search.choose` with a time budget) and, inside it, every call of the
steps the search is made of: a determinization (``determinize``), the moves a node weighs
(``candidates``), the greedy player (``greedy``), the legal moves (``legal_moves``), an engine
move (``apply``), a position's worth (``rewards``). It prints, per table, the searches'
overrun past their budget (median, p99, max), the longest call of each step (wall and CPU
time: a wall time far above the CPU time is the process waiting for a core, not work), and
the searches that overran most, with their longest calls, and the garbage collections that
ran during the searches (a full one walks the whole heap).

    .venv/bin/python bench/bots_steps.py                        # every table, 95 ms budget
    .venv/bin/python bench/bots_steps.py --table pareo --games 2 --budget-ms 95
    .venv/bin/python bench/bots_steps.py --service --games 2 --moves 60   # the table's view

Run it under ``nice -n 19`` on a shared machine; the CPU times are what to compare there.
"""

from __future__ import annotations

import argparse
import gc
import math
import random
import statistics
import time

from variants import find_variant
from variants.arena import seen_by
from variants.search import Budget, choose, rules_for, seed_for

#: The tables: a name, the variant, the seats, the options.
TABLES = {
    "emotrions-4p": ("emotrions", 4, {}),
    "four-aces-even": ("four-aces", 4, {"mode": "even"}),
    "emotrions-2p": ("emotrions", 2, {}),
    "pareo": ("pareo", 2, {}),
    "four-aces-duel": ("four-aces", 2, {"mode": "duel"}),
}
STEPS = {"variant": ("apply", "legal_moves"),
         "rules": ("determinize", "candidates", "greedy", "rewards")}


class Recorder:
    """Wraps the steps' methods on the variant and rules instances and keeps every call's
    (step, wall, cpu) while ``on``, and every garbage collection's (generation, wall, cpu)."""

    def __init__(self, variant, rules):
        self.calls: list[tuple[str, float, float]] = []
        self.collections: list[tuple[int, float, float]] = []
        self.on = False
        self._collecting = (0.0, 0.0)
        gc.callbacks.append(self._collection)
        for owner, names in ((variant, STEPS["variant"]), (rules, STEPS["rules"])):
            for name in names:
                setattr(owner, name, self._wrap(name, getattr(owner, name)))

    def _collection(self, phase, info):
        if phase == "start":
            self._collecting = (time.perf_counter(), time.thread_time())
        elif self.on:
            wall, cpu = self._collecting
            self.collections.append((info["generation"], time.perf_counter() - wall,
                                     time.thread_time() - cpu))

    def _wrap(self, name, fn):
        def timed(*args, **kwargs):
            if not self.on:
                return fn(*args, **kwargs)
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                return fn(*args, **kwargs)
            finally:
                self.calls.append((name, time.perf_counter() - wall, time.thread_time() - cpu))
        return timed


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def run(table: str, games: int, budget_ms: float, moves: int, seed: str) -> None:
    name, players, options = TABLES[table]
    variant = find_variant(name)
    config = variant.configure(players, options)
    rules = rules_for(variant)
    recorder = Recorder(variant, rules)
    budget = Budget(2000, budget_ms)
    searches = []  # (overrun s, cpu s, iterations, calls)
    recorder.collections = []
    longest: dict[str, tuple[float, float]] = {}
    for game in range(games):
        state, events = variant.start(config, f"{seed}/{table}/{game}")
        log = [e.to_dict() for e in events]
        rng = random.Random(f"{seed}/{game}")
        for count in range(moves):
            if variant.is_finished(state):
                break
            seat = variant.to_act(state)[0]
            if seat == 0:
                seen = seen_by(variant, config, state, log, seat)
                recorder.calls = []
                recorder.on = True
                cpu = time.thread_time()
                choice = choose(variant, seen, "strong", seed_for(seed, game, count), budget)
                cpu = time.thread_time() - cpu
                recorder.on = False
                move = choice.move
                searches.append((choice.seconds - budget_ms / 1000, cpu, choice.iterations,
                                 recorder.calls))
                for step, wall, used in recorder.calls:
                    if wall > longest.get(step, (0.0, 0.0))[0]:
                        longest[step] = (wall, used)
            else:
                move = rules.greedy(variant, state, seat, rng)
            state, events = variant.apply(state, move)
            log += [e.to_dict() for e in events]
    overruns = [s[0] for s in searches]
    print(f"{table}: {len(searches)} searches, budget {budget_ms:g} ms; overrun median "
          f"{statistics.median(overruns) * 1000:.1f} ms, p99 "
          f"{percentile(overruns, 0.99) * 1000:.1f} ms, max {max(overruns) * 1000:.1f} ms")
    print("  longest call of each step (wall / cpu ms): " + ", ".join(
        f"{step} {wall * 1000:.1f}/{cpu * 1000:.1f}" for step, (wall, cpu) in
        sorted(longest.items(), key=lambda kv: -kv[1][0])))
    full = [c for c in recorder.collections if c[0] == 2]
    print(f"  garbage collections during the searches: {len(recorder.collections)}, of which "
          f"{len(full)} full" + (f" (longest {max(c[1] for c in full) * 1000:.1f} ms wall / "
                                 f"{max(c[2] for c in full) * 1000:.1f} ms cpu)" if full else ""))
    for overrun, cpu, iterations, calls in sorted(searches, key=lambda s: -s[0])[:3]:
        top = sorted(calls, key=lambda c: -c[1])[:4]
        inside = sum(c[1] for c in calls)
        print(f"  overrun {overrun * 1000:.1f} ms (search cpu {cpu * 1000:.1f} ms, "
              f"{iterations} iterations, {len(calls)} calls taking {inside * 1000:.1f} ms): "
              + ", ".join(f"{s} {w * 1000:.1f}/{c * 1000:.1f}" for s, w, c in top))


def service(tables: list[str], games: int, moves: int, seed: str) -> None:
    """The service in this process (a Redis, REFEREE_BOT_BUDGET_MS=100, the table's other
    defaults, the bots on the in-process pool as under ``referee serve``): seat 0 a person
    (random legal moves, each with ``Prefer: wait=10``), the others ``strong`` bots. Each bot
    move (``referee.core.bots.decide``: reading the seat, the search; on the pool's threads,
    docs/bots.md), each person's move that hands the turn to three bots (its reply's wall time
    with the bots' moves in it, the request thread's own CPU and the three bots' CPU), and the
    full collections inside the bots' jobs (:meth:`GameService.play_bot`)."""
    import logging
    import threading

    import referee.core.games as service_games
    from tests.support.redis_server import RedisProcess
    from tests.support.tournament import tournament_app

    logging.disable(logging.INFO)
    redis_server = RedisProcess().start()
    try:
        app = tournament_app(redis_server.url, bot_budget_ms=100)
        client = app.test_client()
        decided: list[tuple[float, float]] = []  # list.append is atomic: the pool's threads
        handed: list[tuple[float, float, float]] = []  # (reply wall, request cpu, bots' cpu)
        full: list[tuple[bool, float, float]] = []  # (in a bot's job, wall, cpu)
        job = threading.local()
        started = threading.local()

        def collection(phase, info):
            if phase == "start":
                started.at = (time.perf_counter(), time.thread_time())
            elif info["generation"] == 2:
                wall, cpu = started.at
                full.append((getattr(job, "on", False), time.perf_counter() - wall,
                             time.thread_time() - cpu))

        def timed_decide(*args, **kwargs):
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                return decide(*args, **kwargs)
            finally:
                decided.append((time.perf_counter() - wall, time.thread_time() - cpu))

        def timed_job(self, *args, **kwargs):
            job.on = True
            try:
                return play_bot(self, *args, **kwargs)
            finally:
                job.on = False

        decide, play_bot = service_games.decide, service_games.GameService.play_bot
        service_games.decide = timed_decide
        service_games.GameService.play_bot = timed_job
        gc.callbacks.append(collection)
        for table in tables:
            name, players, options = TABLES[table]
            for game in range(games):
                body = {"variant": name, "players": [f"p{i}" for i in range(players)],
                        "seed": f"{seed}/{table}/{game}", "options": options,
                        "bots": {str(s): "strong" for s in range(1, players)}}
                created = client.post("/v1/games", json=body).get_json()
                path = f"/v1/games/{created['id']}"
                token = {"Authorization": f"Bearer {created['tokens']['seats'][0]}"}
                rng = random.Random(f"{seed}/{game}")
                for _ in range(moves):
                    view = client.get(path, headers={**token, "Prefer": "wait=10"}).get_json()
                    if view["status"] == "finished":
                        break
                    if 0 not in view["to_act"]:
                        continue
                    legal = client.get(path + "/legal-moves", headers=token).get_json()
                    before = len(decided)
                    wall, cpu = time.perf_counter(), time.thread_time()
                    reply = client.post(path + "/moves", json=rng.choice(legal["moves"]),
                                        headers={**token, "Prefer": "wait=10"}).get_json()
                    wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
                    bots = sum(1 for e in reply["events"] if e["type"] == "move" and e.get("bot"))
                    if bots == 3:
                        handed.append((wall, cpu, sum(c for _, c in decided[before:])))
        gc.callbacks.remove(collection)
    finally:
        logging.disable(logging.WARNING)  # the pool's threads, finding the store gone
        redis_server.stop()
    rows = [("bot move (wall)", [w for w, _ in decided]),
            ("bot move (cpu)", [c for _, c in decided]),
            ("a move handing the turn to 3 bots, the reply with them (wall)",
             [h[0] for h in handed]),
            ("the same, the request thread's own (cpu)", [h[1] for h in handed]),
            ("the same, the three bots' (cpu)", [h[2] for h in handed])]
    for what, times in rows:
        if times:
            print(f"{what}: median {statistics.median(times) * 1000:.1f} ms, p99 "
                  f"{percentile(times, 0.99) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms "
                  f"over {len(times)}")
    inside = [c for c in full if c[0]]
    print(f"full collections: {len(full)}, {len(inside)} inside a bot's job"
          + (f", the longest {max(c[1] for c in inside) * 1000:.1f} ms wall / "
             f"{max(c[2] for c in inside) * 1000:.1f} ms cpu" if inside else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", choices=sorted(TABLES), action="append")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--moves", type=int, default=400, help="moves a game, at most")
    parser.add_argument("--budget-ms", type=float, default=95.0)
    parser.add_argument("--seed", default="steps")
    parser.add_argument("--service", action="store_true",
                        help="time the bot moves of the service in this process instead")
    args = parser.parse_args()
    if args.service:
        service(args.table or ["four-aces-even", "pareo", "emotrions-4p"], args.games,
                args.moves, args.seed)
        return
    for table in args.table or TABLES:
        run(table, args.games, args.budget_ms, args.moves, args.seed)


if __name__ == "__main__":
    main()
