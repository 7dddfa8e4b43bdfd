"""Which pieces of a card's printed text Playmat carries out, and which the players resolve by
hand with the manual tools: what the card view marks, so a player knows what to do.

A piece is an attack's text, an Ability's, or the effect of a Trainer or Special Energy; each is
carried out whole or not at all (the compiler never half-applies a text).
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.facts import effect_text
from playmat.cards.model import Card
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import CardScript


@dataclass(frozen=True)
class Automation:
    """The pieces of a card's text left to the players (by attack and Ability index)."""

    manual_attacks: frozenset[int] = frozenset()
    manual_abilities: frozenset[int] = frozenset()
    #: The Trainer's or Special Energy's effect.
    manual_effect: bool = False

    @property
    def complete(self) -> bool:
        return not (self.manual_attacks or self.manual_abilities or self.manual_effect)

    def manual_parts(self, card: Card) -> list[Message]:
        """The pieces left to the players, named for a reader ("attack Flamethrower")."""
        parts = [
            msg("manual_part.attack", name=card.attacks[i].name)
            for i in sorted(self.manual_attacks)
        ]
        parts += [
            msg("manual_part.ability", power=card.abilities[i].power, name=card.abilities[i].name)
            for i in sorted(self.manual_abilities)
        ]
        if self.manual_effect:
            kind = "special_energy" if card.is_energy else "trainer"
            parts.append(msg(f"manual_part.{kind}"))
        return parts


def automation(card: Card, script: CardScript | None) -> Automation:
    """What of ``card``'s text ``script`` carries out (a hand-written or compiled script)."""
    attacks = frozenset(
        i
        for i, attack in enumerate(card.attacks)
        if attack.text and not (script and i in script.attacks)
    )
    abilities = frozenset(
        i
        for i, ability in enumerate(card.abilities)
        if ability.text and not (script and i in script.abilities)
    )
    return Automation(attacks, abilities, _manual_effect(card, script))


def retained_automation(under_card: Card, under: Automation, top: Automation) -> Automation:
    """A Pokémon BREAK's (:func:`~playmat.cards.rule_box.break_card`): the pieces of the card
    under it (``under_card``) left to the players, then the BREAK card's, numbered on after
    them."""
    return Automation(
        under.manual_attacks | {len(under_card.attacks) + i for i in top.manual_attacks},
        under.manual_abilities | {len(under_card.abilities) + i for i in top.manual_abilities},
    )


def _manual_effect(card: Card, script: CardScript | None) -> bool:
    if card.is_pokemon or card.is_basic_energy:
        return False
    if card.is_trainer and not ("Pokémon Tool" in card.subtypes or "Stadium" in card.subtypes):
        # Items and Supporters: carried out as they are played (the starter set's have no text).
        return not (script and script.trainer)
    carried_out = script and (script.in_play or script.triggers or script.stadium)
    return bool(effect_text(card)) and not carried_out
