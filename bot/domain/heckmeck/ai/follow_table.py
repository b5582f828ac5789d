"""Playing a turn by a table of values (the hard player's and the expert's): the face whose
position is worth most, and stop with the best take unless rolling on is worth more."""

from __future__ import annotations

import math
from typing import Protocol

from bot.domain.heckmeck.ai.turn_values import TurnModel
from bot.domain.heckmeck.engine import rules as hm


class ValueTable(Protocol):
    """One turn's values, whatever the dice do (policy.TurnTable, expert.ExpertTable)."""

    @property
    def model(self) -> TurnModel: ...
    @property
    def take_values(self) -> dict[hm.Take, float]: ...
    @property
    def stops(self) -> tuple[float | None, ...]:
        """Per capped sum: the value of stopping with the best take (None: no take)."""
        ...
    @property
    def values(self) -> list[float]:
        """Per position of `model`."""
        ...


def table_action(state: hm.HeckmeckState, table: ValueTable) -> hm.Action:
    """The action that follows `table`, this turn's table (pick or decide phase)."""
    model = table.model
    key = model.key(state.kept)
    if state.phase == "pick":
        best_face, best = None, -math.inf
        for face in hm.pickable_faces(state):
            child = model.child_key(key, model.faces.index(face), state.roll.count(face))
            value = table.values[model.index[child]]
            if value > best:
                best_face, best = face, value
        assert best_face is not None
        return hm.SetAside(best_face)
    takes = hm.take_options(state)
    if takes:
        # The table was built from the engine's takes for this very grill and these stacks.
        best_take = max(takes, key=lambda t: table.take_values.get(t, -math.inf))
        stop, value = table.stops[key[1]], table.values[model.index[key]]
        if not hm.can_roll(state) or (stop is not None and not value > stop):
            return hm.Stop(best_take)
    return hm.Roll()
