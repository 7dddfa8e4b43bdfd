"""Where a card on the table lies and whose it is, worked out from the viewer's observation:
the card panel's caption, and whether the card gets buttons there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from playmat.rules.observation import Observation

Key = tuple[Any, ...]
ZONE_NAMES = {"discard": "discard pile", "lost_zone": "Lost Zone", "deck": "deck"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Places", text)


def owner(observation: Observation, key: Key) -> int | None:
    """The player the card ``key`` belongs to, if the table shows whose it is."""
    if key[0] == "hand":
        return observation.viewer
    if key[0] in ("prize", "pile", "back"):
        return int(key[1])
    if key[0] == "pokemon":
        return observation.owner_of(key[1])
    return None


def is_active(observation: Observation, key: Key) -> bool:
    if key[0] != "pokemon":
        return False
    return observation.is_active(key[1])


def describe(observation: Observation, key: Key, name: Callable[[int], str]) -> str:
    """Where the card is, in words: "Your Active Pokémon", "Computer's Prize card"."""
    player = owner(observation, key)
    mine = player == observation.viewer
    whose = _tr("Your") if mine else _tr("{0}'s").format(name(player or 0))
    if key[0] == "hand":
        return _tr("In your hand")
    if key[0] == "pokemon":
        spot = _tr("Active Pokémon") if is_active(observation, key) else _tr("Benched Pokémon")
        return f"{whose} {spot}"
    if key[0] == "prize":
        return _tr("{0} Prize card").format(whose)
    if key[0] == "pile":
        return _tr("Top of {0} {1}").format(whose.lower(), ZONE_NAMES.get(key[2], key[2]))
    if key[0] == "stadium":
        return _tr("The Stadium in play")
    return ""
