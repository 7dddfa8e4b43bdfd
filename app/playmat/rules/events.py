"""Events: what happened, for the game log and for views that animate.

An event either is public, or is seen whole only by one player while the other sees a redacted
text (a draw: "You drew Rowlet" / "Player 2 drew a card"). Nothing that leaves the engine carries
a hidden card to the player who may not see it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    #: ``None``: everyone sees ``text`` and ``data``. Else only this player does; the other sees
    #: ``hidden_text`` and ``hidden_data``.
    private_to: int | None = None
    hidden_text: str = ""
    hidden_data: dict[str, Any] = field(default_factory=dict)

    def for_player(self, player: int) -> dict[str, Any]:
        if self.private_to is None or self.private_to == player:
            return {"kind": self.kind, "text": self.text, "data": dict(self.data)}
        return {"kind": self.kind, "text": self.hidden_text, "data": dict(self.hidden_data)}


def player_name(player: int) -> str:
    return f"Player {player + 1}"
