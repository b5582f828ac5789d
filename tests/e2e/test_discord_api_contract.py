"""The checker the fake Discord runs on every request: Discord's OpenAPI spec and its limits."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

import pytest

from tests.e2e.discord_api import check_request, spec

MESSAGES = "/channels/1/messages"
CALLBACK = "/interactions/2/aW50ZXJhY3Rpb246dG9rZW4/callback"
COMMANDS = "/applications/3/commands"
EMOJIS = "/applications/3/emojis"


def refusals(method: str, path: str, body: Any, query: dict[str, str] | None = None) -> list[str]:
    return [str(v) for v in check_request(method, path, query or {}, body)[1]]


def button(custom_id: str, label: str = "Roll", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id, **extra}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def select(options: int = 3, **extra: Any) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": "pick",
        "placeholder": "Pick one",
        "options": [{"label": f"L{i}", "value": f"v{i}"} for i in range(options)],
        **extra,
    }


def board() -> dict[str, Any]:
    """A message like the bot's boards, as discord.py sends it (ids as integers)."""
    return {
        "content": "🎲 Heckmeck · <@10>'s turn",
        "embeds": [
            {
                "type": "rich",
                "title": "Heckmeck",
                "description": "Round 3",
                "color": 0xE67E22,
                "fields": [
                    {"name": f"Player {i}", "value": "🐛 21", "inline": True} for i in range(7)
                ],
                "footer": {"text": "Game 12"},
                "author": {"name": "alice"},
            }
        ],
        "components": [
            row(*(button(f"hm:1:3:face:{f}", emoji={"id": 11, "name": "d6"}) for f in range(5))),
            row(button("hm:1:3:stop", label="Stop", disabled=True)),
            row(select()),
        ],
        "allowed_mentions": {"parse": [], "users": [10]},
        "flags": 0,
    }


# ---------------------------------------------------------------------------- valid requests


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", MESSAGES, board()),
        ("PATCH", "/channels/1/messages/4", {"content": "edited"}),
        ("POST", CALLBACK, {"type": 4, "data": {**board(), "flags": 64}}),
        ("POST", CALLBACK, {"type": 7, "data": board()}),
        ("POST", CALLBACK, {"type": 6}),
        ("POST", CALLBACK, {"type": 5, "data": {"flags": 64}}),
        ("POST", "/webhooks/3/token", {"content": "a followup"}),
        ("PATCH", "/webhooks/3/token/messages/@original", board()),
        ("PATCH", "/webhooks/3/token/messages/5", {"embeds": []}),
        ("DELETE", "/channels/1/messages/4", None),
        ("GET", "/users/@me", None),
    ],
)
def test_a_valid_request_passes(method: str, path: str, body: Any) -> None:
    assert refusals(method, path, body) == []


def test_a_valid_command_sync_passes() -> None:
    commands = [
        {
            "type": 1,
            "name": "heckmeck",
            "description": "Play Heckmeck",
            "name_localizations": {"de": "heckmeck", "es-ES": "heckmeck"},
            "description_localizations": {"de": "Heckmeck spielen", "es-ES": "Jugar a Heckmeck"},
            "options": [
                {
                    "type": 1,
                    "name": "start",
                    "description": "Open a lobby",
                    "options": [
                        {"type": 6, "name": "rival", "description": "Who", "required": True},
                        {
                            "type": 3,
                            "name": "edition",
                            "description": "Which",
                            "choices": [{"name": "Classic", "value": "classic"}],
                        },
                    ],
                }
            ],
        }
    ]
    assert refusals("PUT", COMMANDS, commands) == []
    assert refusals("PUT", "/applications/3/guilds/4/commands", commands) == []


def test_routes_are_matched_to_the_spec_template_the_most_literal_first() -> None:
    assert spec.route_of("PATCH", "/webhooks/3/tok/messages/@original") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    )
    assert spec.route_of("PATCH", "/webhooks/3/tok/messages/77") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
    )
    assert spec.route_of("GET", "/users/@me") == "/users/@me"
    assert spec.route_of("GET", "/users/42") == "/users/{user_id}"
    assert spec.route_of("POST", "/users/42") is None


# ---------------------------------------------------------------------------- schema violations


def test_a_schema_violation_names_the_route_and_the_field() -> None:
    body = board()
    body["embeds"][0]["color"] = "orange"
    body["components"][0]["components"][2]["style"] = 9
    assert refusals("POST", MESSAGES, body) == [
        "POST /channels/{channel_id}/messages: embeds.0.color: "
        "'orange' is not of type 'integer', 'null'",
        "POST /channels/{channel_id}/messages: components.0.components.2.style: "
        "9 is not one of [1, 2, 3, 4, 5, 6]",
    ]


@pytest.mark.parametrize(
    ("method", "path", "body", "query", "expected"),
    [
        ("POST", CALLBACK, {"type": 3}, {}, "(body): type 3 is not one of"),
        ("POST", CALLBACK, {"type": 4, "data": {"tts": "yes"}}, {}, "data.tts: 'yes' is not of"),
        ("POST", CALLBACK, {"type": 4}, {"with_response": "true", "x": "1"}, "?x: not a query"),
        ("POST", "/users/5", {}, {}, "POST /users/5: (route): Discord has no such route"),
        ("GET", "/users/@me", {"a": 1}, {}, "(body): this route takes no body"),
        ("PUT", COMMANDS, None, {}, "(body): this route needs a body"),
        (
            "POST",
            MESSAGES,
            {"allowed_mentions": {"users": ["alice"]}},
            {},
            "allowed_mentions.users.0: 'alice' does not match",
        ),
    ],
)
def test_schema_problems_are_refused(method, path, body, query, expected) -> None:
    found = refusals(method, path, body, query)
    assert any(expected in r for r in found), found


def test_every_exception_to_the_spec_replaces_a_schema_the_spec_has() -> None:
    original = json.loads(spec.SPEC_PATH.read_text(encoding="utf-8"))["components"]["schemas"]
    for name, (_schema, why) in spec.SPEC_EXCEPTIONS.items():
        assert name in original and why


def test_the_locales_are_discords() -> None:
    locales = spec.locales()
    assert {"en-US", "en-GB", "de", "es-ES", "es-419", "pt-BR", "zh-TW"} <= locales
    assert not {"en", "es", "de-DE"} & locales


# ---------------------------------------------------------------------------- documented limits


def _embed(body: dict[str, Any]) -> dict[str, Any]:
    return body["embeds"][0]


def _edit(change) -> dict[str, Any]:
    body = copy.deepcopy(board())
    change(body)
    return body


MESSAGE_LIMITS = [
    (lambda b: b.update(content="x" * 2001), "content", "at most 2000 characters, got 2001"),
    (lambda b: _embed(b).update(title="t" * 257), "embeds.0.title", "at most 256"),
    (lambda b: _embed(b).update(description="d" * 4097), "embeds.0.description", "at most 4096"),
    (
        lambda b: _embed(b).update(fields=[{"name": "n", "value": "v"}] * 26),
        "embeds.0.fields",
        "at most 25",
    ),
    (lambda b: _embed(b)["fields"][3].update(name="n" * 257), "embeds.0.fields.3.name", "256"),
    (lambda b: _embed(b)["fields"][4].update(value="v" * 1025), "embeds.0.fields.4.value", "1024"),
    (lambda b: _embed(b)["fields"][1].update(value=" "), "embeds.0.fields.1.value", "not be empty"),
    (lambda b: _embed(b).update(footer={"text": "f" * 2049}), "embeds.0.footer.text", "2048"),
    (lambda b: _embed(b).update(author={"name": "a" * 257}), "embeds.0.author.name", "256"),
    (
        lambda b: b.update(embeds=[{"title": "t"}] * 11),
        "embeds",
        "at most 10",
    ),
    (
        lambda b: (
            _embed(b).update(description="d" * 900, fields=[{"name": "n", "value": "v" * 1000}] * 5)
            or b["embeds"].append({"description": "e" * 104})
        ),
        "embeds",
        "embeds must total at most 6000 characters, got 6029",
    ),
    (
        lambda b: b.update(components=[row(button(f"b{i}")) for i in range(6)]),
        "components",
        "at most 5 action rows, got 6",
    ),
    (
        lambda b: b["components"][1]["components"].extend(button(f"x{i}") for i in range(5)),
        "components.1.components",
        "at most 5 items, got 6",
    ),
    (
        lambda b: b["components"][2]["components"].append(button("beside")),
        "components.2.components",
        "a select must be alone in its action row",
    ),
    (
        lambda b: b["components"][1]["components"][0].update(label="L" * 81),
        "components.1.components.0.label",
        "at most 80 characters, got 81",
    ),
    (
        lambda b: b["components"][1]["components"][0].update(custom_id="c" * 101),
        "components.1.components.0.custom_id",
        "at most 100 characters, got 101",
    ),
    (
        lambda b: b["components"][1]["components"][0].update(custom_id=""),
        "components.1.components.0.custom_id",
        "at least 1 characters, got 0",
    ),
    (
        lambda b: b["components"][1]["components"][0].update(custom_id="hm:1:3:face:0"),
        "components.1.components.0.custom_id",
        "duplicate custom_id 'hm:1:3:face:0'",
    ),
    (
        lambda b: b["components"][2]["components"][0].update(select(26)),
        "components.2.components.0.options",
        "at most 25 items, got 26",
    ),
    (
        lambda b: b["components"][2]["components"][0]["options"][1].update(label="l" * 101),
        "components.2.components.0.options.1.label",
        "at most 100",
    ),
    (
        lambda b: b["components"][2]["components"][0]["options"][1].update(description="d" * 101),
        "components.2.components.0.options.1.description",
        "at most 100",
    ),
    (
        lambda b: b["components"][2]["components"][0].update(placeholder="p" * 151),
        "components.2.components.0.placeholder",
        "at most 150",
    ),
    (
        lambda b: b["components"][2]["components"][0].update(max_values=4),
        "components.2.components.0.max_values",
        "max_values 4 <= 3 options",
    ),
]


@pytest.mark.parametrize(("change", "field", "message"), MESSAGE_LIMITS)
def test_each_message_limit_is_caught_with_its_field(change, field, message) -> None:
    body = _edit(change)
    expected = f"POST /channels/{{channel_id}}/messages: {field}: "
    found = refusals("POST", MESSAGES, body)
    assert any(r.startswith(expected) and message in r for r in found), found
    # the same message as an interaction's answer names the field below data
    found = refusals("POST", CALLBACK, {"type": 7, "data": body})
    assert any(f": data.{field}: " in r and message in r for r in found), found


def test_content_is_limited_to_2000_though_the_spec_allows_4000() -> None:
    assert refusals("POST", MESSAGES, {"content": "x" * 2000}) == []
    assert refusals("POST", MESSAGES, {"content": "x" * 2001}) == [
        "POST /channels/{channel_id}/messages: content: must be at most 2000 characters, got 2001"
    ]


def test_embeds_at_exactly_6000_characters_pass() -> None:
    embed = {"description": "d" * 976, "fields": [{"name": "n" * 4, "value": "v" * 1000}] * 5}
    assert refusals("POST", MESSAGES, {"embeds": [embed]}) == []


def _command(**change: Any) -> dict[str, Any]:
    option = {"type": 3, "name": "edition", "description": "Which edition"}
    command = {"type": 1, "name": "heckmeck", "description": "Play", "options": [option]}
    for key, value in change.items():
        target, _, name = key.rpartition("__")
        (option if target == "option" else command)[name] = value
    return command


@pytest.mark.parametrize(
    ("command", "field", "message"),
    [
        (_command(name="Heckmeck"), "0.name", "lowercase"),
        (_command(name="heck meck"), "0.name", "lowercase letters, digits, - _ or '"),
        (_command(name="h" * 33), "0.name", "at most 32"),
        (_command(description=""), "0.description", "must be 1-100 characters, got 0"),
        (_command(description="d" * 101), "0.description", "at most 100"),
        (_command(option__name="Edition"), "0.options.0.name", "lowercase"),
        (_command(option__description="d" * 101), "0.options.0.description", "at most 100"),
        (
            _command(options=[{"type": 5, "name": f"o{i}", "description": "d"} for i in range(26)]),
            "0.options",
            "at most 25",
        ),
        (
            _command(option__choices=[{"name": f"c{i}", "value": f"{i}"} for i in range(26)]),
            "0.options.0.choices",
            "at most 25",
        ),
        (
            _command(option__choices=[{"name": "c", "value": "v" * 101}]),
            "0.options.0.choices.0.value",
            "at most 100",
        ),
        (_command(name_localizations={"en": "heckmeck"}), "0.name_localizations.en", "locale"),
        (
            _command(description_localizations={"de-DE": "Spielen"}),
            "0.description_localizations.de-DE",
            "'de-DE' is not a Discord locale",
        ),
        (_command(name_localizations={"de": "Heckmeck"}), "0.name_localizations.de", "lowercase"),
        (
            _command(
                option__choices=[{"name": "c", "value": "v", "name_localizations": {"xx": "a"}}]
            ),
            "0.options.0.choices.0.name_localizations.xx",
            "not a Discord locale",
        ),
        (
            _command(
                options=[
                    {"type": 5, "name": "a", "description": "d"},
                    {"type": 5, "name": "b", "description": "d", "required": True},
                ]
            ),
            "0.options.1",
            "required options must come before optional ones",
        ),
    ],
)
def test_each_command_limit_is_caught_with_its_field(command, field, message) -> None:
    found = refusals("PUT", COMMANDS, [command])
    assert any(f"/commands: {field}: " in r and message in r for r in found), found


def test_duplicate_command_names_are_refused() -> None:
    found = refusals("PUT", COMMANDS, [_command(), _command()])
    assert found == [
        "PUT /applications/{application_id}/commands: (body): duplicate command names: ['heckmeck']"
    ]


def _png(size: int) -> str:
    return "data:image/png;base64," + base64.b64encode(b"\x89PNG" + b"\0" * (size - 4)).decode()


def test_application_emojis_need_a_plain_name_and_at_most_256_kib() -> None:
    assert refusals("POST", EMOJIS, {"name": "tile_36_4_worms", "image": _png(256 * 1024)}) == []
    found = refusals("POST", EMOJIS, {"name": "tile-36", "image": _png(256 * 1024 + 1)})
    assert found == [
        "POST /applications/{application_id}/emojis: name: "
        "'tile-36' must be 2-32 characters of A-Z a-z 0-9 _",
        "POST /applications/{application_id}/emojis: image: "
        "must be at most 262144 bytes (256 KiB), got 262145",
    ]
    assert any(
        "name: must be at least 2" in r
        for r in refusals("POST", EMOJIS, {"name": "a", "image": _png(9)})
    )
