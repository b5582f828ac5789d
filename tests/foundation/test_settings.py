from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError


def test_defaults_from_an_empty_environment():
    settings = Settings.from_env({})
    assert settings.discord_token is None
    assert settings.database_path == Path("data/heckmeck.sqlite3")
    assert settings.log_level == "INFO"
    assert settings.api_base_url is None
    assert settings.gateway_url is None
    assert settings.dev_guild_id is None
    assert settings.turn_timeout_seconds == 120
    assert settings.lobby_timeout_seconds == 900
    assert settings.computer_delay_seconds == 1.0
    assert settings.snap_window_seconds == 4.0
    assert settings.board_max_age_seconds == 3000
    assert settings.guild_ready_timeout == 2.0
    assert settings.random_seed is None  # a secure random source


def test_every_variable_is_read():
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": "  abc.def  ",
            "DATABASE_PATH": "/var/lib/heckmeck/db.sqlite3",
            "LOG_LEVEL": "debug",
            "DISCORD_API_BASE_URL": "http://127.0.0.1:8080/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://127.0.0.1:8080/gateway",
            "DEV_GUILD_ID": "123456789012345678",
            "TURN_TIMEOUT_SECONDS": "1.5",
            "LOBBY_TIMEOUT_SECONDS": "60",
            "COMPUTER_DELAY_SECONDS": "0",
            "SNAP_WINDOW_SECONDS": "2.5",
            "TURN_CALL_WAIT_SECONDS": "7",
            "BOARD_MAX_AGE_SECONDS": "10",
            "GUILD_READY_TIMEOUT": "0.1",
            "RANDOM_SEED": "42",
        }
    )
    assert settings == Settings(
        discord_token="abc.def",
        database_path=Path("/var/lib/heckmeck/db.sqlite3"),
        log_level="DEBUG",
        api_base_url="http://127.0.0.1:8080/api/v10",
        gateway_url="ws://127.0.0.1:8080/gateway",
        dev_guild_id=123456789012345678,
        turn_timeout_seconds=1.5,
        lobby_timeout_seconds=60.0,
        computer_delay_seconds=0.0,
        snap_window_seconds=2.5,
        turn_call_wait_seconds=7.0,
        board_max_age_seconds=10.0,
        guild_ready_timeout=0.1,
        random_seed=42,
    )


def test_lease_terms_default_to_the_host_and_are_read():
    assert Settings.from_env({}).lease_holder is None  # the host's name (leases.py)
    assert Settings.from_env({}).lease_seconds == 90.0
    settings = Settings.from_env({"LEASE_HOLDER": " bot-b ", "LEASE_SECONDS": "6"})
    assert (settings.lease_holder, settings.lease_seconds) == ("bot-b", 6.0)


def test_blank_values_mean_unset():
    # A .env template often carries `DEV_GUILD_ID=` and `DISCORD_TOKEN=`.
    settings = Settings.from_env({"DISCORD_TOKEN": " ", "DEV_GUILD_ID": "", "LOG_LEVEL": ""})
    assert settings.discord_token is None
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO"


def test_settings_are_frozen():
    settings = Settings.from_env({})
    with pytest.raises(AttributeError):
        settings.turn_timeout_seconds = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("TURN_TIMEOUT_SECONDS", "two minutes", "must be a number of seconds"),
        ("TURN_TIMEOUT_SECONDS", "0", "greater than 0"),
        ("LOBBY_TIMEOUT_SECONDS", "-5", "greater than 0"),
        ("BOARD_MAX_AGE_SECONDS", "nan", "finite"),
        ("COMPUTER_DELAY_SECONDS", "-0.5", "0 or more"),
        ("SNAP_WINDOW_SECONDS", "4s", "must be a number of seconds"),
        ("GUILD_READY_TIMEOUT", "inf", "finite"),
        ("DEV_GUILD_ID", "my-server", "Discord id"),
        ("DEV_GUILD_ID", "-3", "Discord id"),
        ("LOG_LEVEL", "verbose", "DEBUG, INFO"),
        ("DISCORD_API_BASE_URL", "127.0.0.1:8080", "http://"),
        ("DISCORD_GATEWAY_URL", "http://127.0.0.1/gateway", "ws://"),
        ("RANDOM_SEED", "lucky", "invalid literal for int()"),
        ("LEASE_SECONDS", "0", "greater than 0"),
    ],
)
def test_invalid_values_raise_a_readable_error(name, value, expected):
    with pytest.raises(SettingsError) as caught:
        Settings.from_env({name: value})
    message = str(caught.value)
    assert message.startswith(f"{name}: ")
    assert expected in message
    assert repr(value) in message


def test_zero_is_allowed_where_it_means_no_delay():
    settings = Settings.from_env({"COMPUTER_DELAY_SECONDS": "0", "GUILD_READY_TIMEOUT": "0"})
    assert settings.computer_delay_seconds == 0
    assert settings.guild_ready_timeout == 0


def test_all_errors_are_reported_at_once():
    with pytest.raises(SettingsError) as caught:
        Settings.from_env({"TURN_TIMEOUT_SECONDS": "x", "DEV_GUILD_ID": "y", "LOG_LEVEL": "z"})
    lines = str(caught.value).splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "LOG_LEVEL",
        "DEV_GUILD_ID",
        "TURN_TIMEOUT_SECONDS",
    ]


def test_reads_os_environ_by_default(monkeypatch):
    monkeypatch.setenv("TURN_TIMEOUT_SECONDS", "42")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert Settings.from_env().turn_timeout_seconds == 42
