"""The manual tools offered on a card, for card text the engine does not automate.

Each entry is a logged :class:`~playmat.rules.actions.Manual` action; the engine checks it like
any other decision and writes it into both players' logs.
"""

from __future__ import annotations

from typing import Any

from playmat.rules.actions import Manual
from playmat.rules.observation import Observation
from playmat.rules.state import Condition

Key = tuple[Any, ...]

#: Where a card from the hand can be moved by hand, and how the menu says it.
HAND_MOVES = (
    ("discard", "Move to the discard pile"),
    ("deck_top", "Put on top of the deck"),
    ("deck_bottom", "Put on the bottom of the deck"),
    ("lost_zone", "Move to the Lost Zone"),
)


def manual_actions(observation: Observation, key: Key) -> list[tuple[str, Manual]]:
    """The manual tools for the card ``key`` on the table, as (menu text, action)."""
    if key[0] == "hand":
        return [(text, Manual("move_card", card=key[1], zone=zone)) for zone, text in HAND_MOVES]
    if key[0] == "pokemon":
        return _pokemon_tools(observation, key[1])
    if key[0] == "pile" and key[2] == "discard":
        top = observation.players[key[1]].discard[-1]
        return [
            ("Put the top card into the hand", Manual("move_card", card=top.handle, zone="hand"))
        ]
    return []


def _pokemon_tools(observation: Observation, pokemon_id: int) -> list[tuple[str, Manual]]:
    found = observation.pokemon(pokemon_id)
    if found is None or found.face_down:
        return []
    active = observation.is_active(pokemon_id)
    tools = [
        ("Put 1 damage counter on it", Manual("add_damage", pokemon=pokemon_id, amount=10)),
    ]
    if found.damage:
        tools.append(
            ("Remove 1 damage counter", Manual("remove_damage", pokemon=pokemon_id, amount=10))
        )
    present = set(found.conditions)
    if active:
        tools += [
            (f"Make it {c.value}", Manual("add_condition", pokemon=pokemon_id, condition=c.value))
            for c in Condition
            if c.value not in present
        ]
    tools += [
        (f"Remove {c}", Manual("remove_condition", pokemon=pokemon_id, condition=c))
        for c in sorted(present)
    ]
    return tools


#: Tools that need no card: offered in the window's Manual tools menu.
GENERAL_TOOLS = (
    ("Flip a coin", Manual("flip_coin")),
    ("Shuffle your deck", Manual("shuffle_deck")),
    ("Draw a card", Manual("draw", amount=1)),
)
