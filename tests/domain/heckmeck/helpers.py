"""Building positions for Heckmeck tests: a state from a few facts, scripted dice."""

from dataclasses import replace

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import CLASSIC, EDITIONS


def position(
    players: int = 2,
    *,
    edition: str = "classic",
    stacks: dict[int, tuple[int, ...]] | None = None,
    gone: tuple[int, ...] = (),
    current: int = 0,
    **variants: bool,
) -> hm.HeckmeckState:
    """A game where `stacks` are held, `gone` tiles are face-down, and the rest is on the grill."""
    options = hm.HeckmeckOptions(edition=edition, **variants)
    state = hm.new_game(players, options)
    stacks = stacks or {}
    held = [t for s in stacks.values() for t in s]
    grill = list(state.grill)
    for t in [*held, *gone]:
        grill.remove(t)
    return replace(
        state,
        grill=tuple(grill),
        turned=tuple(sorted(gone)),
        stacks=tuple(tuple(stacks.get(seat, ())) for seat in range(players)),
        current=current,
    )


def play(state: hm.HeckmeckState, rolls, *picks, edition: str | None = None):
    """Roll the scripted `rolls` one by one, setting aside `picks[i]` after roll i.

    Returns the state and all events. A pick of None means the roll is expected to end the turn.
    """
    rules = EDITIONS[edition] if edition else state.rules
    dice = hm.ScriptedDice(rules, rolls)
    events = []
    for pick in picks:
        state, ev = hm.apply(state, state.current, hm.Roll(), dice)
        events += ev
        if pick is not None:
            state, ev = hm.apply(state, state.current, hm.SetAside(pick), dice)
            events += ev
    assert dice.exhausted
    return state, events


def kept(state: hm.HeckmeckState, *faces: str) -> hm.HeckmeckState:
    """The current player has set aside `faces` and is deciding what to do next."""
    return hm.with_turn(state, hm.Turn(phase="decide", kept=tuple(faces)))


W = "worm"
# Every edition and variant (the variants one by one, then all at once).
OPTIONS = [
    hm.HeckmeckOptions(),
    hm.HeckmeckOptions(short_game=True),
    hm.HeckmeckOptions(free_choice=True),
    hm.HeckmeckOptions(harsh_failure=True),
    hm.HeckmeckOptions(short_game=True, free_choice=True, harsh_failure=True),
    hm.HeckmeckOptions(edition="junior"),
]
FULL_CLASSIC = tuple(v for v, _ in CLASSIC.tiles)
