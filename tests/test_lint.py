"""The checks of the test command: ruff with the rule set named in ``pyproject.toml``
(``[tool.ruff.lint]``: pyflakes, pycodestyle errors and warnings, isort, bugbear, pyupgrade)
on :data:`RUFF_PATHS`, and mypy ``--strict`` (``[tool.mypy]``) on ``variants/``, each run from
this interpreter's environment, each at no finding at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: What ruff checks: the service, the wire schemas, the engines and the tests.
RUFF_PATHS = ("referee", "schemas", "variants", "tests")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_ruff_finds_nothing():
    done = _run("ruff", "check", "--no-cache", *RUFF_PATHS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing_in_variants():
    # The files and the strictness come from [tool.mypy] in pyproject.toml.
    done = _run("mypy", "--no-incremental", "--cache-dir", "/dev/null")
    assert done.returncode == 0 and "Success" in done.stdout, done.stdout + done.stderr


def test_the_checks_would_fail_on_a_finding(tmp_path):
    # A check that cannot fail proves nothing: both report a planted unused import and a
    # wrongly typed return.
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n\n\ndef f() -> int:\n    return 'x'\n")
    assert _run("ruff", "check", "--no-cache", "--isolated", "--select", "F",
                str(bad)).returncode != 0
    assert _run("mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
                str(bad)).returncode != 0
