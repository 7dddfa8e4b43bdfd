"""Card scripts: the automated text of cards, composed from the effect library, and the words
a view shows for a card's text.

Which pieces of a card's text are carried out is :mod:`playmat.effects.automation`'s. For an
imported card the database's own text is shown (card data, in English); for the starter
set (whose files carry no printed text) each script describes itself as a message, which the
catalogue words in the reader's language.
"""

from __future__ import annotations

from playmat.cards.model import Card
from playmat.cards.text_format import CardText, CardWords, is_reminder
from playmat.effects.scripts import sm1
from playmat.effects.scripts.registry import ScriptRegistry

REGISTRY = ScriptRegistry()
sm1.register(REGISTRY)


def attack_text(card: Card, index: int) -> CardWords:
    attack = card.attacks[index]
    if attack.text:
        return attack.text
    script = REGISTRY.script(card.id)
    effect = script.attacks.get(index) if script else None
    return effect.describe() if effect else ""


def ability_text(card: Card, index: int) -> CardWords:
    ability = card.abilities[index]
    if ability.text:
        return ability.text
    script = REGISTRY.script(card.id)
    effect = script.abilities.get(index) if script else None
    return effect.describe() if effect else ""


def trainer_text(card: Card) -> CardWords:
    """A Trainer's effect: the card's rules text, else its script's description."""
    if card.rules:
        return " ".join(card.rules)
    script = REGISTRY.script(card.id)
    return script.trainer.describe() if script and script.trainer else ""


def card_text(card: Card) -> CardText[CardWords]:
    if card.is_pokemon:
        effects: list[CardWords] = []
        reminders = list(card.rules)
    else:
        effects = [rule for rule in card.rules if not is_reminder(rule)]
        reminders = [rule for rule in card.rules if is_reminder(rule)]
        described = trainer_text(card)
        if not effects and described:
            effects = [described]
    return CardText[CardWords](
        abilities=tuple((a, ability_text(card, i)) for i, a in enumerate(card.abilities)),
        effects=tuple(effects),
        attacks=tuple((a, attack_text(card, i)) for i, a in enumerate(card.attacks)),
        reminders=tuple(reminders),
    )
