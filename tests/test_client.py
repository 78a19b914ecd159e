"""The Python client in clients/python: generated from the committed openapi.yaml (and up to date
with it), installable with pip, and its README's example plays a whole game of every variant
against a real gunicorn on a real Redis, over real HTTP."""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.live import ROOT, imported, on_redis
from tests.play import seeded_game, variant_names

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
    assert run.returncode == 0, run.stdout + run.stderr
    assert "warning" not in (run.stdout + run.stderr).lower(), run.stdout + run.stderr
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


@pytest.mark.parametrize("variant", variant_names())
def test_the_readme_example_plays_a_whole_game_of_every_variant(example, variant, capsys):
    final = example["play"](seeded_game(variant, f"client-{variant}"))
    assert final.status == "finished" and final.winners
    started, ended = capsys.readouterr().out.splitlines()
    assert started.startswith(f"{variant} game ") and ended.endswith(f"winners {final.winners}")
