"""Seeded random playouts: play whole games by random legal moves, checking invariants after
every move (after OpenSpiel's ``random_sim_test``).

Run ``python -m variants.playout --variant emotrions --games 10000`` for the long run; the test
suite runs a few hundred games of every variant through :func:`run`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from variants import all_variants
from variants.base import ALL, Event, IllegalMove, Move, Variant, redact_event
from variants.rng import Rng

#: A check run after every move: ``(variant, state, events) -> None``, raising AssertionError.
Check = Callable[[Variant[Any, Any], Any, list[Event]], None]


@dataclass
class PlayoutStats:
    games: int = 0
    moves: int = 0
    rejected_probes: int = 0
    finished: int = 0
    seconds: float = 0.0
    by_config: dict[str, int] = field(default_factory=dict)


def _refuse_unlisted(
    variant: Variant[Any, Any], state: Any, seat: int, listed: set[Move], rng: Rng, probes: int,
    stats: PlayoutStats | None,
) -> None:
    # Up to ``probes`` moves of sample_moves that legal_moves did not list must be refused.
    if not probes:
        return  # and no draw from ``rng``: the game played is the same as with no probing
    for probe in variant.sample_moves(state, seat, rng)[:probes]:
        if probe in listed:
            continue
        try:
            variant.apply(state, probe)
        except IllegalMove:
            if stats:
                stats.rejected_probes += 1
        else:
            raise AssertionError(f"unlisted move {probe} was accepted")


def play(
    variant: Variant[Any, Any],
    config: Any,
    seed: str,
    *,
    max_moves: int = 20_000,
    check_all_listed: bool = True,
    probes: int = 3,
    checks: tuple[Check, ...] = (),
    stats: PlayoutStats | None = None,
) -> Any:
    """Play one game from ``seed`` to its end by random legal moves; return the final state.

    After every move: the engine's own :meth:`~Variant.audit`; a move is awaited exactly when
    the game is active; seats not awaited have no legal move; every listed legal move of the
    acting seat is accepted (all of them, or a sample when ``check_all_listed`` is false);
    ``probes`` moves from :meth:`~Variant.sample_moves` that are not listed are refused;
    the state survives a dump/load round trip; and every extra ``check``.

    Raises:
        AssertionError: naming the seed, the move number and what broke.
    """
    rng = Rng("playout/" + seed)
    state, events = variant.start(config, seed)
    moves = 0
    while True:
        where = f"seed {seed!r}, move {moves}"
        try:
            variant.audit(state)
            for check in checks:
                check(variant, state, events)
            to_act = variant.to_act(state)
            finished = variant.is_finished(state)
            assert bool(to_act) != finished, f"to_act {to_act} but finished={finished}"
            assert variant.load(variant.dump(state)) == state, "snapshot round trip changed state"
            if finished:
                break
            for seat in range(config.players):
                if seat not in to_act:
                    assert not variant.legal_moves(state, seat), f"seat {seat} not awaited has moves"
            seat = to_act[rng.below(len(to_act))]
            legal = variant.legal_moves(state, seat)
            assert legal, f"seat {seat} awaited but has no legal move"
            listed = set(legal)
            sample = legal if check_all_listed else [legal[rng.below(len(legal))] for _ in range(3)]
            for move in sample:
                variant.apply(state, move)  # raises if a listed move is refused
            _refuse_unlisted(variant, state, seat, listed, rng, probes, stats)
            move = legal[rng.below(len(legal))]
            before, dumped = state, variant.dump(state)
            state, events = variant.apply(state, move)
            assert variant.dump(before) == dumped, "apply changed the old state"
            for event in events:
                for viewer in (*range(config.players), None, ALL):
                    redact_event(event.to_dict(), viewer)
        except AssertionError as exc:
            raise AssertionError(f"{variant.name} {where}: {exc}") from exc
        moves += 1
        assert moves <= max_moves, f"{variant.name} {where}: game did not end"
    if stats:
        stats.games += 1
        stats.moves += moves
        stats.finished += 1
    return state


@dataclass
class TabletopPlayout:
    """A server-dealt game and the scorekeeper game its table reported (:func:`play_tabletop`):
    both final states and every report, in order (a replay of them must give ``table``)."""

    server: Any
    table: Any
    reports: list[Move]


def _spectator(view: Mapping[str, Any], ignore: tuple[str, ...]) -> dict[str, Any]:
    # What a scorekeeper game's referee can know of a server game's view: no hand's cards.
    out = {k: v for k, v in view.items() if k not in ignore}
    if "hands" in out:
        out["hands"] = [{k: v for k, v in h.items() if k != "cards"} for h in out["hands"]]
    return out


def _public(events: Sequence[Event], ignore: tuple[str, ...]) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in redact_event(e.to_dict(), None).items() if k not in ignore}
        for e in events
    ]


def play_tabletop(
    variant: Variant[Any, Any],
    config: Any,
    seed: str,
    *,
    start: Mapping[str, Any] | None = None,
    max_moves: int = 20_000,
    probes: int = 3,
    checks: tuple[Check, ...] = (),
    view_ignore: tuple[str, ...] = (),
    event_ignore: tuple[str, ...] = (),
    stats: PlayoutStats | None = None,
) -> TabletopPlayout:
    """Play the seeded server-dealt game ``seed`` by random legal moves and, alongside, the
    scorekeeper game (``start(..., tabletop=True)``) its table reports: each move with the
    cards as shown, followed by the reports ``variant.table_reports(before, move, events)``
    adds (a reveal at a hand's end, a lay of table cards; by default, the move alone).

    After each server move and its reports: the scorekeeper game's audit, snapshot round trip
    and every extra ``check``; each report was listed by its ``legal_moves`` and ``probes``
    unlisted moves are refused; and both games look the same to a spectator: views equal but
    for the hands' ``cards`` and the ``view_ignore`` keys, events equal (the table's reports'
    events together) but for the ``event_ignore`` keys. So the two end with the same scores,
    piles and winners.

    Raises:
        AssertionError: naming the seed, the move number and what differs or broke.
    """
    rng = Rng("playout/" + seed)
    server, _ = variant.start(config, seed, start=start)
    table, _ = variant.start(config, seed, start=start, tabletop=True)
    reports: list[Move] = []
    # What the table reports before the first move (4 Aces: the dealer lays the table, R72).
    for report in variant.table_opening(server):
        table, _ = variant.apply(table, report)
        reports.append(report)
    moves = 0
    while not variant.is_finished(server):
        where = f"seed {seed!r}, move {moves}"
        try:
            seat = variant.to_act(server)[0]
            legal = variant.legal_moves(server, seat)
            move = legal[rng.below(len(legal))]
            before = server
            server, events = variant.apply(server, move)
            reported = []
            for report in variant.table_reports(before, move, events):
                listing, total = variant.legal_moves_listing(table, report.seat)
                listed = set(listing)
                # A capped listing (4 Aces, R43) may leave a legal report out, never a move.
                assert report in listed or total > len(listing), f"report {report} is not listed"
                _refuse_unlisted(variant, table, report.seat, listed, rng, probes, stats)
                table, new = variant.apply(table, report)
                reported += new
                reports.append(report)
                variant.audit(table)
                for check in checks:
                    check(variant, table, new)
                assert variant.load(variant.dump(table)) == table, "snapshot round trip"
            assert _spectator(variant.view(table, None), view_ignore) == _spectator(
                variant.view(server, None), view_ignore
            ), "the scorekeeper game's view differs"
            assert _public(reported, event_ignore) == _public(events, event_ignore), (
                "the scorekeeper game's events differ"
            )
        except AssertionError as exc:
            raise AssertionError(f"{variant.name} tabletop {where}: {exc}") from exc
        moves += 1
        assert moves <= max_moves, f"{variant.name} tabletop {where}: game did not end"
    assert variant.is_finished(table), f"{variant.name} tabletop seed {seed!r}: table not finished"
    if stats:
        stats.games += 1
        stats.moves += moves
        stats.finished += 1
    return TabletopPlayout(server, table, reports)


def seeds(prefix: str, games: int) -> Iterator[str]:
    for i in range(games):
        yield f"{prefix}-{i}"


def main(argv: list[str] | None = None) -> int:
    registry = all_variants()

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", choices=sorted(registry), required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", default="playout")
    parser.add_argument(
        "--configs",
        default="all",
        help="'all' to cycle through every option combination the variant allows",
    )
    parser.add_argument(
        "--tabletop",
        action="store_true",
        help="replay each game as a scorekeeper game's table reports (play_tabletop); what only "
        "the server knows is the variant's tabletop_hidden ({'view': keys, 'events': keys})",
    )
    args = parser.parse_args(argv)
    variant = registry[args.variant]
    configs = list(variant.playout_configs())
    if not configs:
        configs = [variant.configure(variant.min_players, {})]
    stats = PlayoutStats()
    start = time.perf_counter()
    for i, seed in enumerate(seeds(args.seed, args.games)):
        config = configs[i % len(configs)]
        if args.tabletop:
            hidden = variant.tabletop_hidden
            play_tabletop(variant, config, seed, probes=1, stats=stats,
                          view_ignore=hidden.get("view", ()), event_ignore=hidden.get("events", ()))
        else:
            play(variant, config, seed, check_all_listed=False, stats=stats)
        if (i + 1) % max(1, args.games // 20) == 0:
            rate = stats.moves / (time.perf_counter() - start)
            print(f"{i + 1}/{args.games} games, {stats.moves} moves ({rate:.0f} moves/s)",
                  file=sys.stderr, flush=True)
    stats.seconds = time.perf_counter() - start
    print(
        f"{args.variant}: {stats.games} games played to the end, {stats.moves} moves, "
        f"{stats.rejected_probes} unlisted moves refused, every invariant held "
        f"({stats.seconds:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
