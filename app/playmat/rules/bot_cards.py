"""What a computer player thinks a Trainer card is for, and how much it wants a card.

A Trainer's role comes from the plain-English description its script gives of itself (the
effect library writes it from the same parts it runs), with a few well-known names as a head
start. A Trainer without a script does nothing when played (the players resolve it by hand), so
the computer never plays one.
"""

from __future__ import annotations

from enum import StrEnum

from playmat.cards.model import Card
from playmat.rules.scripting import AbilityKind, CardScript


class Role(StrEnum):
    DRAW = "draw"
    #: Draw, and the player's attacks do more damage this turn (Professor Kukui).
    DRAW_BOOST = "draw_boost"
    HEAL = "heal"
    #: Put Basic Pokémon from the deck onto the Bench (Nest Ball).
    BENCH_SEARCH = "bench_search"
    #: Search the deck for cards to put into the hand (Ultra Ball, Timer Ball).
    SEARCH = "search"
    ENERGY_RECOVERY = "energy_recovery"
    SWITCH = "switch"
    #: Automated, but the computer does not know when it helps: it leaves it in the hand.
    UNKNOWN = "unknown"
    #: Not automated: playing it would do nothing.
    MANUAL = "manual"


#: Trainers the computer knows by name (the starter set's), whatever their script says.
KNOWN_ROLES: dict[str, Role] = {
    "Hau": Role.DRAW,
    "Lillie": Role.DRAW,
    "Professor Kukui": Role.DRAW_BOOST,
    "Potion": Role.HEAL,
    "Big Malasada": Role.HEAL,
    "Nest Ball": Role.BENCH_SEARCH,
    "Ultra Ball": Role.SEARCH,
    "Timer Ball": Role.SEARCH,
    "Energy Retrieval": Role.ENERGY_RECOVERY,
    "Switch": Role.SWITCH,
}

#: Words of a script's description, checked in this order.
_KEYWORDS: tuple[tuple[tuple[str, ...], Role], ...] = (
    (("switch",), Role.SWITCH),
    (("heal",), Role.HEAL),
    (("search your deck", "onto your bench"), Role.BENCH_SEARCH),
    (("search your deck",), Role.SEARCH),
    (("energy", "discard pile", "into your hand"), Role.ENERGY_RECOVERY),
    (("draw",), Role.DRAW),
)


def trainer_role(card: Card, script: CardScript | None) -> Role:
    """What playing ``card`` is for, as far as the computer can tell."""
    if script is None or script.trainer is None:
        return Role.MANUAL
    known = KNOWN_ROLES.get(card.name)
    if known is not None:
        return known
    try:
        text = script.trainer.describe().lower()
    except Exception:  # a script that can't describe itself is still playable by hand
        return Role.UNKNOWN
    for words, role in _KEYWORDS:
        if all(word in text for word in words):
            return role
    return Role.UNKNOWN


def is_activated_ability(script: CardScript | None, index: int) -> bool:
    """An automated "once during your turn, you may" Ability (EN I-A-02)."""
    effect = script.abilities.get(index) if script else None
    return effect is not None and effect.kind is AbilityKind.ACTIVATED
