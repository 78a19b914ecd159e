"""A third-party client: openapi-python-client generates a Python client from the committed
``openapi.yaml`` (without a warning), and whole games of every variant are played through that
client only, against a real gunicorn server on a real Redis, over real HTTP."""

from __future__ import annotations

import importlib
import pkgutil
import random
import subprocess
import sys
import typing
from pathlib import Path

import attrs
import pytest

from tests.live import imported, on_redis
from tests.play import seeded_game, variant_names
from variants import all_variants

SPEC = Path(__file__).resolve().parents[1] / "openapi.yaml"
PACKAGE = "referee_client"


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """The generated client package, imported from a fresh directory."""
    out = tmp_path_factory.mktemp("client")
    config = out / "config.yaml"
    config.write_text("post_hooks: []\n")  # formatting the generated code proves nothing here
    result = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(SPEC),
         "--meta", "none", "--output-path", str(out / PACKAGE), "--config", str(config)],
        capture_output=True, text=True, check=False,
    )
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    assert "warning" not in report.lower() and "error" not in report.lower(), report
    with imported(PACKAGE, out) as package:
        yield package


@pytest.fixture(scope="module")
def server(redis_url):
    server = on_redis(redis_url)
    yield server
    server.stop()


def test_the_client_has_a_creation_type_per_variant(generated):
    models = importlib.import_module(f"{PACKAGE}.models")

    def names(model) -> set[str]:
        return set(attrs.fields_dict(model))

    emotrions, pareo, four_aces = models.EmotrionsGame, models.PareoGame, models.FourAcesGame
    assert "leader" in names(emotrions) & names(pareo) and "leader" not in names(four_aces)
    assert "dealer" in names(four_aces) and "dealer" not in names(emotrions) | names(pareo)
    assert "covered" in names(models.EmotrionsOptions) - names(models.PareoOptions)
    assert "mode" in names(models.FourAcesOptions) - names(models.EmotrionsOptions)
    assert "table" in names(models.FourAcesDeal) - names(models.PareoDeal)


def test_the_client_has_a_move_type_per_variant_and_move(generated):
    models = importlib.import_module(f"{PACKAGE}.models")
    post_move = importlib.import_module(f"{PACKAGE}.api.games.post_v1_games_game_id_moves")
    body = set(typing.get_args(typing.get_type_hints(post_move.sync)["body"]))
    for name, variant in all_variants().items():
        prefix = "".join(part.title() for part in name.split("-"))
        for move_type in (*variant.wire_moves(), "undo"):
            model = getattr(models, prefix + move_type.title().replace("_", "") + "Move")
            assert model in body, model
    # Typed as the variant declares: a 4 Aces capture takes 4 Aces cards, and sends its fields.
    capture = models.FourAcesCaptureMove(
        type_=models.FourAcesCaptureMoveType.CAPTURE, card=models.FourAcesCaptureMoveCard("7S"),
        take=[models.FourAcesCaptureMoveTakeItem("3S"), models.FourAcesCaptureMoveTakeItem("4S")],
    )
    assert capture.to_dict() == {"type": "capture", "card": "7S", "take": ["3S", "4S"]}
    with pytest.raises(ValueError):
        models.EmotrionsStakeMoveCardsItem("AS")
    assert not hasattr(models, "StakeMove")  # no move shared by every variant's deck


def test_the_generator_sees_every_operation(generated):
    package = importlib.import_module(f"{PACKAGE}.api.games")
    operations = {module.name for module in pkgutil.iter_modules(package.__path__)}
    assert {"post_v1_games", "get_v1_games_game_id", "get_v1_games_game_id_legal_moves",
            "post_v1_games_game_id_moves", "get_v1_games_game_id_events"} <= operations


@pytest.mark.parametrize("variant", variant_names())
def test_a_whole_game_through_the_generated_client(generated, server, variant):
    models = importlib.import_module(f"{PACKAGE}.models")
    games = {name: importlib.import_module(f"{PACKAGE}.api.games.{name}") for name in (
        "post_v1_games", "get_v1_games_game_id", "get_v1_games_game_id_legal_moves",
        "post_v1_games_game_id_moves", "get_v1_games_game_id_events")}
    anyone = generated.Client(base_url=server.url, raise_on_unexpected_status=True)

    # One creation type per variant (the contract's oneOf), each with that variant's options.
    kind = getattr(models, "".join(part.title() for part in variant.split("-")) + "Game")
    body = kind.from_dict(seeded_game(variant, f"client-{variant}"))
    created = games["post_v1_games"].sync_detailed(client=anyone, body=body)
    assert created.status_code == 201 and isinstance(created.parsed, models.Created), created
    game = created.parsed
    assert created.headers["Location"] == f"/v1/games/{game.id}"
    seats = [generated.AuthenticatedClient(base_url=server.url, token=token,
                                           raise_on_unexpected_status=True)
             for token in game.tokens.seats]

    pick = random.Random(variant)
    view = game.view
    moves = 0
    while view.status.value == "active":
        seat = view.to_act[0]
        legal = games["get_v1_games_game_id_legal_moves"].sync(game.id, client=seats[seat])
        assert isinstance(legal, models.LegalMoves) and legal.seat == seat, legal
        move = pick.choice(legal.moves)  # a typed move object, sent back as it came
        reply = games["post_v1_games_game_id_moves"].sync(game.id, client=seats[seat], body=move)
        assert isinstance(reply, models.MoveReply), (variant, moves, move, reply)
        assert reply.version == game.version + moves + 1
        view, moves = reply.view, moves + 1
        assert moves < 5000, f"{variant} did not end"

    final = games["get_v1_games_game_id"].sync(game.id, client=anyone)
    assert final.status.value == "finished" and final.winners == view.winners != [], final
    log = games["get_v1_games_game_id_events"].sync(game.id, client=seats[0])
    assert isinstance(log, models.EventPage)
    assert [e.seq for e in log.events] == list(range(1, log.last_seq + 1))
    assert log.events[-1].type_ == "game_ended"
    # A refusal comes back as the documented problem model, with the rule it breaks.
    late = games["post_v1_games_game_id_moves"].sync(game.id, client=seats[0], body=move)
    assert isinstance(late, models.Problem) and late.status == 422 and late.rule, late
