"""The Redis store's Lua scripts, read from ``referee/storage/lua/`` (referee.storage.scripts):
the very scripts Redis ran before they were files, by their SHA1 (``EVALSHA`` names a script by
it, so a rolling upgrade keeps the scripts Redis holds), each file used, and each packaged."""

from __future__ import annotations

import fnmatch
import hashlib
import tomllib
from pathlib import Path

import pytest

from referee.storage import scripts
from referee.storage.keys import Keys

ROOT = Path(__file__).resolve().parents[2]
LUA = ROOT / "referee" / "storage" / "lua"

#: The SHA1 of each script as the store sent it when the scripts were Python strings; commit,
#: claim and release since replicas are waited for (docs/reliability.md: commit publishes only
#: when asked, returns the log's length and never replaces a finished reply; claim touches a
#: finished request's record and takes over a marker a lost primary left; release knows it);
#: delete since it is a compare-and-delete on the version that takes the request's own key (R142).
SHA1 = {
    "COMMIT": "60cdc3b6f19d29269cdab70d37dfb859ac335695",
    "CLAIM": "37d612e0f4488e0c77f29c7c1b9c40dc6ce83861",
    "RELEASE": "b60070fbd15ad43d16aaa8d627182c3627890b9a",
    "EVENTS": "5fa9c58978b59b9b0f3e6898626fea10ab0d99da",
    "DELETE": "c977bcb885bc32cadbb190dd8c65499c299ec4e8",
    "INDEX": "f806d9177d7dd9a041db56defe7ee7f14a570537",
    "LOAD": "89ab5a9e22c3f1d681bad1b40fcb67ab88a427b3",
    "CHARGE": "bed59ea4f2dd447d78ee16a047a6d0fdb002272b",
    "KEEP_HINT": "ce8bdbc2403f644141afa243c86fa8c709ccfa54",
    "ARCHIVE": "f99a88fc75ebf1bbceeadd66159ccf1ba2e9c37b",
    "SPEND": "85c0b5a3e218d5163212ff7e15ad8c88081d978e",
}


@pytest.mark.parametrize("name", sorted(SHA1))
def test_each_script_is_the_one_redis_ran_before(name):
    assert hashlib.sha1(getattr(scripts, name).encode()).hexdigest() == SHA1[name]


def test_the_header_comments_are_not_sent():
    for name in SHA1:
        assert "\n--" not in getattr(scripts, name), name


def test_every_lua_file_is_a_script_or_part_of_one():
    source = (ROOT / "referee" / "storage" / "scripts.py").read_text()
    for path in LUA.glob("*.lua"):
        assert f'"{path.stem}"' in source, path.name
        assert path.read_text().startswith("-- "), f"{path.name} says what it takes"


def test_the_lua_files_are_package_data():
    """A non-editable install (and the Docker image, which is one) carries the scripts."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    globs = config["tool"]["setuptools"]["package-data"]["referee.storage"]
    for path in LUA.glob("*.lua"):
        assert any(fnmatch.fnmatch(f"lua/{path.name}", g) for g in globs), path.name


def test_the_key_layout_is_the_one_the_store_used():
    keys = Keys("p")
    assert keys.of_game("g") == ["p:game:{g}", "p:events:{g}", "p:notify:{g}"]
    assert [keys.game("g"), keys.events("g"), keys.channel("g")] == keys.of_game("g")
    assert keys.lifetime("g") == ["p:idemkeys:{g}", "p:webhooks:notes:{g}"]
    assert [keys.idemkeys("g"), keys.webhook_notes("g")] == keys.lifetime("g")
    assert keys.idem("g", "s") == "p:idem:{g}:s"
    assert keys.idem(None, "s") == "p:idem:create:{s}"
    assert keys.hint("g", 3, 1) == "p:hint:{g}:3:1"
    assert keys.tag("t") == "p:tag:" + hashlib.sha256(b"t").hexdigest()[:32]
    assert keys.rate("token:x") == "p:rate:token:x"
    assert keys.cpu("token:x") == "p:cpu:token:x"
