"""The README's commands, run as a newcomer would: its start command serves (in-memory default,
real HTTP), its walkthrough's shell lines run in one shell against that service, and every
command prints exactly what the README shows after it.

The README shows a command's output as the ``#`` lines right after it (a line starting ``#``
and two or more spaces continues the line before it, as wrapped JSON); ``…`` stands for what
differs on every run (ids, tokens, times, request ids). A command the README shows no output
for must print nothing. Comment lines before a command explain it and are not compared.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.support.live import ROOT, request
from tests.support.redis_server import free_port

README = ROOT / "README.md"
#: The start and test commands, as the README gives them; .ci/run runs the second.
START = ".venv/bin/referee serve"
TEST = "python3 -m venv .venv && .venv/bin/pip install -q -c constraints.txt -e '.[test]' && " \
       ".venv/bin/python -m pytest -n 2"
#: What differs on every run, in the README's outputs.
ANY = "…"


@dataclass
class Step:
    command: str
    shown: list[str] = field(default_factory=list)


def shell_blocks(text: str) -> list[str]:
    return re.findall(r"^```sh\n(.*?)^```", text, re.MULTILINE | re.DOTALL)


def steps(block: str) -> list[Step]:
    """The block's commands, each with the output shown after it."""
    found: list[Step] = []
    after_command = False  # the comment lines that follow a command are its output
    continued = False
    for line in block.splitlines():
        if not line.strip():
            after_command = continued = False
        elif line.startswith("#"):
            if after_command:
                shown = found[-1].shown
                if re.match(r"#\s{2,}", line) and shown:
                    shown[-1] += line[1:].strip()
                else:
                    shown.append(line[2:] if line.startswith("# ") else line[1:])
        elif continued:
            found[-1].command += "\n" + line
            continued = line.endswith("\\")
        else:
            found.append(Step(line))
            after_command, continued = True, line.endswith("\\")
    return found


def matches(shown: str, printed: str) -> bool:
    pattern = ".+?".join(re.escape(part) for part in shown.split(ANY))
    return re.fullmatch(pattern, printed) is not None


def walkthrough() -> list[Step]:
    """Every step of the README's shell blocks that talk to the service."""
    return [step for block in shell_blocks(README.read_text()) if "localhost:8000" in block
            for step in steps(block)]


def test_the_readme_gives_the_two_commands():
    text = README.read_text()
    blocks = shell_blocks(text)
    assert any(block.strip().endswith(START) for block in blocks), START
    assert any(block.strip() == TEST for block in blocks), TEST
    assert TEST in (ROOT / ".ci" / "run").read_text()


def test_the_readme_stays_short():
    """The README is the quick start, the walkthrough and the API at a glance; the reference
    is docs/ (the brief's short README)."""
    assert len(README.read_text().splitlines()) <= 200


def test_every_step_of_the_walkthrough_shows_what_it_prints_or_prints_nothing():
    shown = [step for step in walkthrough() if step.shown]
    assert len(shown) >= 8 and all("curl" in step.command or "jq" in step.command
                                   for step in shown)
    silent = [step.command for step in walkthrough() if not step.shown]
    # Only steps that write a file or set shell variables may show nothing.
    assert all(re.search(r"> \w+\.json$|^\w+=\$\(", command) for command in silent), silent


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    """``referee serve`` as the README starts it: no Redis (games in memory), one process."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_", "REFEREE_"))}
    env["REFEREE_BIND"] = f"127.0.0.1:{port}"
    referee = Path(sys.executable).parent / "referee"
    log = tmp_path_factory.mktemp("serve") / "serve.log"
    with log.open("wb") as out:
        proc = subprocess.Popen([str(referee), "serve"], env=env, stdout=out,
                                stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    try:
        while True:
            try:
                if request("GET", url + "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        status, _, ready = request("GET", url + "/readyz")
        assert status == 200 and ready["store"] == "MemoryStore"
        yield port
    finally:
        proc.terminate()
        proc.wait(30)


def ensure_tools(*names: str) -> None:
    """The walkthrough's tools, installed with apt when missing (as the README says)."""
    missing = [name for name in names if shutil.which(name) is None]
    if missing and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-q"], check=False, capture_output=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-q", *missing], check=False,
                       capture_output=True, env=env)
    missing = [name for name in names if shutil.which(name) is None]
    assert not missing, f"{missing} missing and could not be installed with apt-get"


def test_the_walkthrough_prints_what_the_readme_shows(service, tmp_path):
    ensure_tools("curl", "jq")
    walk = walkthrough()
    script = ["set -euo pipefail"]
    for i, step in enumerate(walk):
        # No newline before the marker: an output that does not end its line shows up.
        script += [f"printf '@@step {i}@@\\n'", step.command]
    script.append(f"printf '@@step {len(walk)}@@\\n'")
    text = "\n".join(script).replace("localhost:8000", f"127.0.0.1:{service}")
    run = subprocess.run(["bash", "-c", text], cwd=tmp_path, capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 0 and run.stderr == "", run.stdout[-3000:] + run.stderr[-3000:]
    parts = re.split(r"@@step \d+@@\n", run.stdout)
    assert parts[0] == "" and len(parts) == len(walk) + 2, run.stdout[-3000:]
    for step, printed in zip(walk, parts[1:-1], strict=True):
        assert printed == "" or printed.endswith("\n"), (
            f"the output of\n{step.command}\ndoes not end its line: {printed!r}")
        lines = printed.splitlines()
        assert len(lines) == len(step.shown) and all(map(matches, step.shown, lines)), (
            f"\n{step.command}\nprints\n{printed}\nthe README shows\n" + "\n".join(step.shown))


@pytest.mark.parametrize("shown, printed, same", [
    ('{"id":"…","version":1}', '{"id":"Ab3","version":1}', True),
    ('{"id":"…","version":1}', '{"id":"Ab3","version":2}', False),
    ('{"id":"…"}', '{"id":""}', False),
    ('[1,2]', '[1,2,3]', False),
])
def test_an_ellipsis_stands_for_one_run_s_value_only(shown, printed, same):
    assert matches(shown, printed) is same


def test_wrapped_output_lines_are_joined_and_explanations_are_not_output():
    block = ("# explained\ncurl a \\\n  -d b | jq .\n# {\"a\":1,\n#  \"b\":2}\n# [3]\n\n"
             "# next\nX=$(jq . f)\n")
    assert steps(block) == [Step('curl a \\\n  -d b | jq .', ['{"a":1,"b":2}', "[3]"]),
                            Step("X=$(jq . f)")]


def anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    heads = re.findall(r"^#+ (.+)$", path.read_text(), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", head.lower().replace("`", "")).replace(" ", "-")
            for head in heads}


def test_every_relative_link_of_the_readme_and_the_docs_leads_somewhere():
    pages = [README, *(ROOT / name for name in ("CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md")),
             *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "clients").glob("*/README.md"))]
    broken = []
    for page in pages:
        text = re.sub(r"```.*?```", "", page.read_text(), flags=re.DOTALL)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = (page.parent / path).resolve() if path else page
            if not resolved.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
            elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert broken == [], "\n".join(broken)
