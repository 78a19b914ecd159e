"""The Python client in clients/python, as a third party would build and use it: generated from
the committed openapi.yaml by openapi-python-client without a warning (and up to date with it),
installable with pip, with one type per variant's creation body and per variant and move type;
its README's example runs, and whole games of every variant are played through the client
only (typed moves from ``legal-moves`` sent back as they came, the event log read, a late move
answered with the documented problem model), against a real gunicorn on a real Redis, over
real HTTP. One generation and one installed package serve every test here."""

from __future__ import annotations

import filecmp
import importlib
import os
import pkgutil
import random
import re
import shutil
import subprocess
import sys
import tomllib
import typing
from pathlib import Path

import attrs
import pytest

from tests.support.live import ROOT, imported, on_redis
from tests.support.play import seeded_game, variant_names
from variants import all_variants

CLIENT = ROOT / "clients" / "python"
PACKAGE = "referee_client"
REGENERATE = "scripts/gen_client.sh"
#: Where the client's README (and its example, run below) comes from.
TEMPLATE = "scripts/client_templates/README.md.jinja"


def tree(root: Path) -> dict[str, Path]:
    return {path.relative_to(root).as_posix(): path for path in sorted(root.rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts}


def test_the_committed_client_is_generated_from_the_committed_openapi_yaml(tmp_path):
    out = tmp_path / "python"
    run = subprocess.run([str(ROOT / REGENERATE), str(out)], capture_output=True, text=True,
                         env={**os.environ, "PYTHON": sys.executable}, timeout=300, check=False)
    report = run.stdout + run.stderr
    assert run.returncode == 0, report
    assert "warning" not in report.lower() and "error" not in report.lower(), report
    fresh, committed = tree(out), tree(CLIENT)
    stale = sorted(name for name in fresh.keys() | committed.keys()
                   if name not in fresh or name not in committed
                   or not filecmp.cmp(fresh[name], committed[name], shallow=False))
    assert stale == [], (
        f"clients/python is not what openapi.yaml generates now ({len(stale)} files differ: "
        f"{stale[:8]}): run `{REGENERATE}` and commit clients/python (if the operations or "
        f"models its README's example uses changed, update {TEMPLATE} too)")


def test_the_client_has_the_service_s_version():
    service = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    client = tomllib.loads((CLIENT / "pyproject.toml").read_text())["project"]
    assert client["version"] == service["version"]
    assert client["name"] == "referee-client" and client["license"] == service["license"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """``pip install ./clients/python`` (into a directory of its own; httpx and attrs come from
    this environment), then the package imported from there."""
    target = tmp_path_factory.mktemp("site")
    # From a copy: setuptools writes its build files beside the sources it builds.
    source = tmp_path_factory.mktemp("source") / "python"
    shutil.copytree(CLIENT, source, ignore=shutil.ignore_patterns("__pycache__"))
    run = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps",
                          "--disable-pip-version-check", "--target", str(target), str(source)],
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert list(target.glob("referee_client-*.dist-info")), sorted(p.name for p in target.iterdir())
    with imported(PACKAGE, target) as package:
        assert Path(package.__file__).is_relative_to(target)
        yield target


@pytest.fixture(scope="module")
def server(redis_url):
    server = on_redis(redis_url)
    yield server
    server.stop()


def readme_example(url: str) -> str:
    """The README's example, as a user would paste it, pointed at ``url``."""
    text = (CLIENT / "README.md").read_text()
    code = re.search(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL).group(1)
    assert 'BASE_URL = "http://127.0.0.1:8000"' in code
    return code.replace("http://127.0.0.1:8000", url)


@pytest.fixture(scope="module")
def example(installed, server):
    """The names the README's example defines (its ``play``), imported as a module would be."""
    namespace: dict = {"__name__": "readme"}
    try:
        exec(compile(readme_example(server.url), "README.md", "exec"), namespace)
    except ImportError as exc:
        pytest.fail(f"the client's README example imports what the client no longer has ({exc}): "
                    f"update {TEMPLATE} and run `{REGENERATE}`")
    return namespace


def test_the_readme_example_runs_as_a_script(installed, server, tmp_path):
    script = tmp_path / "example.py"
    script.write_text(readme_example(server.url))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(installed)}, timeout=300,
                         check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.fullmatch(r"pareo game \S+: active, seat [01] to act\n"
                        r"finished at version \d+: winners \[[01]\]\n", run.stdout), run.stdout


def test_the_readme_example_creates_every_variants_game(example):
    """Its ``play`` is the loop :func:`test_a_whole_game_through_the_client` runs for every
    variant (and the script runs for one): what differs by variant is the creation type."""
    models = importlib.import_module(f"{PACKAGE}.models")
    assert example["BODIES"] == {name: getattr(models, model(name, "Game"))
                                 for name in variant_names()}


def model(variant: str, suffix: str) -> str:
    """The name of the client's model of ``variant`` (``FourAcesGame``)."""
    return "".join(part.title() for part in variant.split("-")) + suffix


def test_the_client_has_a_creation_type_per_variant(installed):
    models = importlib.import_module(f"{PACKAGE}.models")

    def names(model) -> set[str]:
        return set(attrs.fields_dict(model))

    emotrions, pareo, four_aces = models.EmotrionsGame, models.PareoGame, models.FourAcesGame
    assert "leader" in names(emotrions) & names(pareo) and "leader" not in names(four_aces)
    assert "dealer" in names(four_aces) and "dealer" not in names(emotrions) | names(pareo)
    assert "covered" in names(models.EmotrionsOptions) - names(models.PareoOptions)
    assert "mode" in names(models.FourAcesOptions) - names(models.EmotrionsOptions)
    assert "table" in names(models.FourAcesDeal) - names(models.PareoDeal)


def test_the_client_has_a_move_type_per_variant_and_move(installed):
    models = importlib.import_module(f"{PACKAGE}.models")
    play_move = importlib.import_module(f"{PACKAGE}.api.games.play_move")
    body = set(typing.get_args(typing.get_type_hints(play_move.sync)["body"]))
    for name, variant in all_variants().items():
        for move_type in (*variant.wire_moves(), "undo"):
            kind = getattr(models, model(name, move_type.title().replace("_", "") + "Move"))
            assert kind in body, kind
    # Typed as the variant declares: a 4 Aces capture takes 4 Aces cards, and sends its fields.
    capture = models.FourAcesCaptureMove(
        type_=models.FourAcesCaptureMoveType.CAPTURE, card=models.FourAcesCaptureMoveCard("7S"),
        take=[models.FourAcesCaptureMoveTakeItem("3S"), models.FourAcesCaptureMoveTakeItem("4S")],
    )
    assert capture.to_dict() == {"type": "capture", "card": "7S", "take": ["3S", "4S"]}
    with pytest.raises(ValueError):
        models.EmotrionsStakeMoveCardsItem("AS")
    assert not hasattr(models, "StakeMove")  # no move shared by every variant's deck


def test_the_readme_typed_move_example_runs(installed):
    blocks = re.findall(r"^```python\n(.*?)^```", (CLIENT / "README.md").read_text(),
                        re.MULTILINE | re.DOTALL)
    assert len(blocks) == 2, "the whole game, then a typed move"
    exec(compile(blocks[1], "README.md", "exec"), {"__name__": "readme"})


def test_the_generator_sees_every_operation(installed):
    package = importlib.import_module(f"{PACKAGE}.api.games")
    operations = {module.name for module in pkgutil.iter_modules(package.__path__)}
    # Named by the contract's operationIds (docs/versioning.md), not by their paths.
    assert {"create_game", "get_game", "get_legal_moves", "play_move", "get_events"} <= operations


@pytest.mark.parametrize("variant", variant_names())
def test_a_whole_game_through_the_client(installed, server, variant):
    package = importlib.import_module(PACKAGE)
    models = importlib.import_module(f"{PACKAGE}.models")
    games = {name: importlib.import_module(f"{PACKAGE}.api.games.{name}") for name in (
        "create_game", "get_game", "get_legal_moves", "play_move", "get_events")}
    anyone = package.Client(base_url=server.url, raise_on_unexpected_status=True)

    # One creation type per variant (the contract's oneOf), each with that variant's options.
    body = getattr(models, model(variant, "Game")).from_dict(
        seeded_game(variant, f"client-{variant}"))
    created = games["create_game"].sync_detailed(client=anyone, body=body)
    assert created.status_code == 201 and isinstance(created.parsed, models.Created), created
    game = created.parsed
    assert created.headers["Location"] == f"/v1/games/{game.id}"
    seats = [package.AuthenticatedClient(base_url=server.url, token=token,
                                         raise_on_unexpected_status=True)
             for token in game.tokens.seats]

    pick = random.Random(variant)
    view = game.view
    moves = 0
    while view.status.value == "active":
        seat = view.to_act[0]
        legal = games["get_legal_moves"].sync(game.id, client=seats[seat])
        assert isinstance(legal, models.LegalMoves) and legal.seat == seat, legal
        move = pick.choice(legal.moves)  # a typed move object, sent back as it came
        reply = games["play_move"].sync(game.id, client=seats[seat], body=move)
        # The variant's reply (one of MoveReply): its events and view are the variant's.
        assert isinstance(reply, getattr(models, model(variant, "MoveReply"))), (variant, reply)
        assert reply.version == game.version + moves + 1
        view, moves = reply.view, moves + 1
        assert moves < 5000, f"{variant} did not end"

    final = games["get_game"].sync(game.id, client=anyone)
    assert final.status.value == "finished" and final.winners == view.winners != [], final
    log = games["get_events"].sync(game.id, client=seats[0])
    assert isinstance(log, models.EventPage)
    assert [e.seq for e in log.events] == list(range(1, log.last_seq + 1))
    assert log.events[-1].type_ == "game_ended"
    # A refusal comes back as the documented problem model, with the rule it breaks.
    late = games["play_move"].sync(game.id, client=seats[0], body=move)
    assert isinstance(late, models.Problem) and late.status == 422 and late.rule, late
