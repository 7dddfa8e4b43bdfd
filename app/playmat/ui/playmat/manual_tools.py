"""The manual tools offered on a card, for card text the engine does not automate.

Each entry is a logged :class:`~playmat.rules.actions.Manual` action; the engine checks it like
any other decision and writes it into both players' logs.
"""

from __future__ import annotations

from typing import Any

from playmat.i18n.catalogue import t
from playmat.rules.actions import Manual
from playmat.rules.observation import Observation
from playmat.rules.state import Condition

Key = tuple[Any, ...]

#: Where a card from the hand can be moved by hand (each menu entry ``manual.to_<zone>``).
HAND_MOVES = ("discard", "deck_top", "deck_bottom", "lost_zone")


def manual_actions(observation: Observation, key: Key) -> list[tuple[str, Manual]]:
    """The manual tools for the card ``key`` on the table, as (menu text, action)."""
    if key[0] == "hand":
        return [
            (t(f"manual.to_{zone}"), Manual("move_card", card=key[1], zone=zone))
            for zone in HAND_MOVES
        ]
    if key[0] == "pokemon":
        return _pokemon_tools(observation, key[1])
    if key[0] == "pile" and key[2] == "discard":
        top = observation.players[key[1]].discard[-1]
        return [(t("manual.top_to_hand"), Manual("move_card", card=top.handle, zone="hand"))]
    return []


def _pokemon_tools(observation: Observation, pokemon_id: int) -> list[tuple[str, Manual]]:
    found = observation.pokemon(pokemon_id)
    if found is None or found.face_down:
        return []
    active = observation.is_active(pokemon_id)
    tools = [
        (t("manual.add_counter"), Manual("add_damage", pokemon=pokemon_id, amount=10)),
    ]
    if found.damage:
        tools.append(
            (t("manual.remove_counter"), Manual("remove_damage", pokemon=pokemon_id, amount=10))
        )
    present = set(found.conditions)
    if active:
        tools += [
            (
                t("manual.add_condition", condition=c.term),
                Manual("add_condition", pokemon=pokemon_id, condition=c.value),
            )
            for c in Condition
            if c.value not in present
        ]
    tools += [
        (
            t("manual.remove_condition", condition=c.term),
            Manual("remove_condition", pokemon=pokemon_id, condition=c),
        )
        for c in sorted(present)
    ]
    return tools


#: Tools that need no card, offered in the window's Manual tools menu: (catalogue id, action).
GENERAL_TOOLS = (
    ("manual.flip_coin", Manual("flip_coin")),
    ("manual.shuffle_deck", Manual("shuffle_deck")),
    ("manual.draw", Manual("draw", amount=1)),
)
