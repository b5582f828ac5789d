"""Every game's rules engine offers what bot/domain/rules_engine.py states (the type checker holds
them to it too, tests/architecture/test_types.py): each function there, taking the protocol's
arguments positionally."""

from __future__ import annotations

import inspect
import types

import pytest

from bot.domain import games
from bot.domain.rules_engine import RulesEngine
from tests.toy_game import rules as toy_rules

CONTRACT = {
    name: len(inspect.signature(member).parameters) - 1  # without self
    for name, member in vars(RulesEngine).items()
    if inspect.isfunction(member) and not name.startswith("_")
}


def missing_from(engine: object) -> list[str]:
    """The protocol's functions the engine lacks, or cannot call with the protocol's arguments."""
    missing = []
    for name, count in CONTRACT.items():
        function = getattr(engine, name, None)
        if not callable(function):
            missing.append(name)
            continue
        try:
            inspect.signature(function).bind(*range(count))
        except TypeError:
            missing.append(f"{name}({count} arguments)")
    return missing


def test_the_contract_is_what_generic_code_calls():
    assert {"new_game", "apply", "current_seat", "remove_player", "placements"} <= set(CONTRACT)
    assert CONTRACT["apply"] == 4 and CONTRACT["new_game"] == 3


@pytest.mark.parametrize("name", games.names())
def test_every_registered_engine_offers_the_contract(name):
    engine = games.kind(name).rules
    assert isinstance(engine, RulesEngine)
    assert missing_from(engine) == []


def test_the_toy_engine_offers_it_too():
    assert missing_from(toy_rules) == []


def test_an_engine_short_of_a_function_or_an_argument_is_seen():
    short = types.SimpleNamespace(**{n: getattr(toy_rules, n) for n in CONTRACT})
    assert missing_from(short) == []
    del short.winners
    short.apply = lambda state, seat, action: None
    assert missing_from(short) == ["apply(4 arguments)", "winners"]
    assert not isinstance(short, RulesEngine)
