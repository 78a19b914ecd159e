"""Operations settings: validated at start, each bad value refused naming its variable."""

from __future__ import annotations

import re

import pytest

from referee.config import ConfigError, Settings
from tests.support.live import ROOT


@pytest.mark.parametrize(
    "env, name",
    [
        ({"PROMETHEUS_MULTIPROC_DIR": "relative/dir"}, "PROMETHEUS_MULTIPROC_DIR"),
        ({"REFEREE_GRACEFUL_TIMEOUT": "0"}, "REFEREE_GRACEFUL_TIMEOUT"),
        ({"REFEREE_WORKER_CLASS": "eventlet"}, "REFEREE_WORKER_CLASS"),
        ({"REDIS_URL": "cluster://127.0.0.1:7000"}, "REDIS_URL"),
    ],
)
def test_a_bad_operations_setting_is_refused_naming_the_variable(env, name):
    with pytest.raises(ConfigError, match=name):
        Settings.from_env(env)


def test_a_cluster_url_is_accepted():
    settings = Settings.from_env({"REDIS_URL": "redis+cluster://10.0.0.5:7000"})
    assert settings.redis_url == "redis+cluster://10.0.0.5:7000"


def test_the_configuration_table_lists_every_variable_the_service_reads():
    source = (ROOT / "referee" / "config.py").read_text()
    read = set(re.findall(r'"((?:REFEREE|REDIS|PROMETHEUS)_[A-Z_]+)"', source))
    table = (ROOT / "docs" / "configuration.md").read_text()
    listed = set(re.findall(r"^\| `([A-Z_]+)` \|", table, re.MULTILINE))
    assert read and listed == read
