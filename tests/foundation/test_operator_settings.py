"""Settings and helpers for running at scale: shards, the operator endpoint, log format."""

import pytest

from bot.settings import Settings, SettingsError
from bot.sharding import ShardSet, shard_of


def test_by_default_one_process_runs_every_shard_without_endpoint_and_with_text_logs():
    settings = Settings.from_env({})
    assert settings.shards is None
    assert settings.metrics_port is None
    assert settings.log_format == "text"


def test_shards_ports_and_log_format_are_read():
    settings = Settings.from_env(
        {"SHARD_COUNT": "8", "SHARD_IDS": "0-3", "METRICS_PORT": "9100", "LOG_FORMAT": "JSON"}
    )
    assert settings.shards == ShardSet(8, (0, 1, 2, 3))
    assert settings.metrics_port == 9100
    assert settings.log_format == "json"


def test_a_shard_count_alone_means_every_shard_of_it():
    assert Settings.from_env({"SHARD_COUNT": "3"}).shards == ShardSet(3, (0, 1, 2))


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"SHARD_IDS": "0-3"}, "SHARD_IDS: needs SHARD_COUNT"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT: must be a whole number, 1 or more"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "2-5"}, "SHARD_IDS: shard ids must lie in 0-3"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "SHARD_IDS: the range 3-1 is backwards"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "one"}, "SHARD_IDS: must be shard numbers"),
        ({"METRICS_PORT": "70000"}, "METRICS_PORT: must be a port number"),
        ({"LOG_FORMAT": "xml"}, "LOG_FORMAT: must be one of text, json"),
    ],
)
def test_bad_values_are_refused_with_the_variable_named(environ, expected):
    with pytest.raises(SettingsError) as caught:
        Settings.from_env(environ)
    assert str(caught.value).startswith(expected)


def test_shard_ids_accept_lists_and_ranges():
    assert ShardSet.parse(8, "0,2,4-6").ids == (0, 2, 4, 5, 6)
    assert ShardSet.parse(8, " ").ids == tuple(range(8))


def test_a_guild_belongs_to_the_shard_discord_routes_it_to():
    # Discord's formula: (guild_id >> 22) % shard_count; DMs (no guild) go to shard 0.
    guild = (123456 << 22) | 999
    assert shard_of(guild, 4) == 123456 % 4 == 0
    assert shard_of(guild + (1 << 22), 4) == 1
    assert shard_of(None, 4) == 0
    assert ShardSet(4, (1, 3)).owns(guild + (1 << 22))
    assert not ShardSet(4, (1, 3)).owns(guild)
    assert ShardSet(4, (0,)).owns(None)
