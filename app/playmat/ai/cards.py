"""What a computer player thinks a Trainer card is for.

A Trainer's roles come from the parts of its script (the effect library tags each part with what
it does), so they never depend on a card's name or on how its text is worded. A Trainer without
a script does nothing when played (the players resolve it by hand), so the computer never plays
one.
"""

from __future__ import annotations

from playmat.cards.model import Card
from playmat.rules.scripting import AbilityKind, CardScript, TrainerRole

#: Automated, but the computer does not know when it helps: it leaves it in the hand.
UNKNOWN: frozenset[TrainerRole] = frozenset()


def trainer_roles(card: Card, script: CardScript | None) -> frozenset[TrainerRole] | None:
    """What playing ``card`` does, or ``None`` when it is not automated (never worth playing
    by a computer)."""
    if script is None or script.trainer is None:
        return None
    return script.trainer.roles()


def is_activated_ability(script: CardScript | None, index: int) -> bool:
    """An automated "once during your turn, you may" Ability (EN I-A-02) that costs the
    player nothing the computer can't weigh."""
    effect = script.abilities.get(index) if script else None
    return effect is not None and effect.kind is AbilityKind.ACTIVATED and not effect.harms_user
